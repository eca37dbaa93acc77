import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { realClock } from './rate-limit';

describe('ONR rate limit clock', () => {
  it('leaves no abort listener behind after each wait (a batch waits hundreds of times on one signal)', async () => {
    const signal = new AbortController().signal;
    for (let i = 0; i < 200; i++) await realClock.sleep(0, signal);
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('still ends a wait at once when the signal aborts', async () => {
    const controller = new AbortController();
    const wait = realClock.sleep(3_600_000, controller.signal);
    controller.abort();
    await wait;
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});
