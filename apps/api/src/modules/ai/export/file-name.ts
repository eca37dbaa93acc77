import type { ExportExtension } from '@siao/shared';

export const exportContentTypes: Record<ExportExtension, string> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xml': 'application/xml; charset=utf-8',
};
