import type { RevenuePoint } from '@siao/shared';
import { describe, expect, it } from 'vitest';
import { monthTicks } from './revenue-chart';

const year: RevenuePoint[] = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']
  .concat(['2026-07', '2026-08', '2026-09', '2026-10', '2026-11'])
  .map((mes) => ({ mes, emitido_centavos: 100_00, recebido_centavos: 50_00 }));

describe('the revenue chart month axis', () => {
  it('at 1366 px: all twelve months, abbreviated the same way (março too)', () => {
    const labels = monthTicks(year, 1000).map((t) => t.label);
    expect(labels).toHaveLength(12);
    expect(labels.slice(2, 5)).toEqual(['fev/26', 'mar/26', 'abr/26']);
    for (const label of labels) expect(label).toMatch(/^[a-zç]{3}\/\d{2}$/);
  });

  it('at 360 px: skips months so labels do not collide, keeping the latest month', () => {
    const ticks = monthTicks(year, 300);
    expect(ticks.length).toBeLessThanOrEqual(5);
    expect(ticks.at(-1)?.label).toBe('nov/26');
    // 48 px per label at most fits the drawing's inner width
    expect(ticks.length * 48).toBeLessThanOrEqual(300 - 76);
  });
});
