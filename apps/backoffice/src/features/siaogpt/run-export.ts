import type { ExportExtension } from '@siao/shared';
import { alertDialog } from '../../lib/dialogs';
import { exportDocument } from './siaogpt-api';

/** Spec §7/§8 export: the server converts the HTML; a failure is logged and announced per extension. */
export async function runExport(html: string, extension: ExportExtension): Promise<void> {
  try {
    await exportDocument(html, extension);
  } catch (error) {
    console.error('Erro na exportação:', error);
    await alertDialog(`Erro ao exportar para ${extension}`);
  }
}
