import type { ExportExtension } from '@siao/shared';

const BRAND_PREFIX = 'Siao_';

/** `Siao_` + day_month_year_hour_minute (business time zone, America/Sao_Paulo) + extension. */
export function exportFileName(extension: ExportExtension, now: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${BRAND_PREFIX}${parts.day}_${parts.month}_${parts.year}_${parts.hour}_${parts.minute}${extension}`;
}

export const exportContentTypes: Record<ExportExtension, string> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xml': 'application/xml; charset=utf-8',
};
