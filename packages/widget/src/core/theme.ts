import type { CSSProperties } from 'react';
import type { ResolvedOptions } from '../options/types';

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Black or white, whichever has the higher contrast ratio on the given background. */
export function readableTextOn(rgb: [number, number, number]): '#000000' | '#ffffff' {
  const l = luminance(rgb);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** Any CSS colour → [r, g, b], through the browser's own parser (a canvas) when needed. */
export function parseColor(value: string): [number, number, number] | null {
  let v = value.trim();
  if (!/^#|^rgb/i.test(v)) {
    const ctx = typeof document !== 'undefined' ? document.createElement('canvas').getContext?.('2d') : null;
    if (!ctx) return null;
    ctx.fillStyle = v;
    v = String(ctx.fillStyle);
  }
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(v)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(v);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/** Custom properties of the widget root: colours from the options and the two heights. */
export function themeStyle(options: ResolvedOptions): CSSProperties {
  const style: Record<string, string> = {
    '--siao-height-desktop': options.heightChatDesktop,
    '--siao-height-mobile': options.heightChatMobile,
  };
  const { mainColor, secondaryColor } = options.colors;
  if (mainColor) {
    style['--siao-main'] = mainColor;
    const rgb = parseColor(mainColor);
    if (rgb) style['--siao-on-main'] = readableTextOn(rgb);
  }
  if (secondaryColor) style['--siao-secondary'] = secondaryColor;
  return style as CSSProperties;
}
