import { expect, it } from 'vitest';
import { parseColor, readableTextOn } from './theme';

it('picks the text colour with the higher contrast on the main colour', () => {
  expect(readableTextOn(parseColor('#1f4e79')!)).toBe('#ffffff');
  expect(readableTextOn(parseColor('#ffd400')!)).toBe('#000000');
  expect(readableTextOn(parseColor('rgb(0, 128, 0)')!)).toBe('#ffffff');
  expect(readableTextOn(parseColor('#eee')!)).toBe('#000000');
});

it('parses hex and rgb colours', () => {
  expect(parseColor('#0a7')).toEqual([0, 170, 119]);
  expect(parseColor('rgba(10, 20, 30, 0.5)')).toEqual([10, 20, 30]);
});
