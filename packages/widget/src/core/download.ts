/** Spec §7: the brand prefix plus day_month_year_hour_minute and the extension, e.g. Siao_05_03_2026_14_07.pdf */
export function exportFileName(extension: string, date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = [
    p(date.getDate()),
    p(date.getMonth() + 1),
    date.getFullYear(),
    p(date.getHours()),
    p(date.getMinutes()),
  ];
  return `Siao_${stamp.join('_')}${extension}`;
}
