import { act } from '@testing-library/react';

/** The window's width, as the media queries of the lists read it (cards below 768 px). */
export function setWidth(width: number): void {
  const happy = (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM;
  act(() => happy.setViewport({ width, height: 800 }));
}
