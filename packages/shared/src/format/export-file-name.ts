import { EXPORT_FILE_PREFIX } from '../constants';
import { type DateInput, saoPauloParts } from './dates';

/**
 * Spec §7: the exported editor content is saved as the brand prefix plus day_month_year_hour_minute
 * and the extension, e.g. `Siao_31_12_2026_14_30.pdf` (São Paulo wall-clock time).
 */
export function exportFileName(extension: string, at: DateInput = new Date()): string {
  const p = saoPauloParts(at);
  const ext = extension.startsWith('.') ? extension : `.${extension}`;
  return `${EXPORT_FILE_PREFIX}_${p.day}_${p.month}_${p.year}_${p.hour}_${p.minute}${ext}`;
}
