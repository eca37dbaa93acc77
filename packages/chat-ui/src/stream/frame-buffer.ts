/**
 * Collects streamed text and hands it over at most once per animation frame, so a fast stream does not
 * re-render (and re-parse markdown) for every network chunk.
 */
export function createFrameBuffer(
  flush: (text: string) => void,
  schedule: (cb: () => void) => number = (cb) => requestAnimationFrame(cb),
  cancel: (id: number) => void = (id) => cancelAnimationFrame(id),
) {
  let pending = '';
  let frame: number | null = null;
  const run = () => {
    frame = null;
    const text = pending;
    pending = '';
    if (text) flush(text);
  };
  return {
    push(text: string) {
      pending += text;
      if (frame === null) frame = schedule(run);
    },
    /** Paint what is left now (end of stream). */
    flushNow() {
      if (frame !== null) cancel(frame);
      run();
    },
    /** Drop what is left (abort). */
    discard() {
      if (frame !== null) cancel(frame);
      frame = null;
      pending = '';
    },
  };
}
