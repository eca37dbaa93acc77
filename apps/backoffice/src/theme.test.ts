import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('theme contrast (WCAG AA, 4.5:1)', () => {
  const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME).light;
  const names = Object.keys({ ...DEFAULT_THEME.colors, siao: [] });

  it.each(names)('white text on a filled %s badge or button is readable', (name) => {
    const filled = light[`--mantine-color-${name}-filled`] as string;
    expect(contrast(filled, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the primary blue as Mantine shows it (it already reads well)', () => {
    expect(light['--mantine-color-siao-filled']).toBe('#1b59da');
  });
});
