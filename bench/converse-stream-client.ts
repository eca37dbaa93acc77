/**
 * Child process of converse-stream.ts: the HTTP client, so its CPU and memory are not counted as
 * the API's and its event loop does not delay the API's. Plain fetch (undici's default agent has
 * no per-origin connection cap).
 */
export interface Target {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** what marks a text chunk in this target's stream */
  marker: string;
}
export type ClientCommand =
  | { type: 'series'; targets: Target[]; runs: number }
  | { type: 'open'; targets: Target[] }
  | { type: 'count' }
  | { type: 'close' };

export interface Timing {
  /** ms to response headers, to the first text chunk, to the end */
  headers: number;
  first: number;
  total: number;
  chunks: number;
}

const decoder = new TextDecoder();
const open: AbortController[] = [];
let received = 0;
/** requests sent again after a closed kept-alive connection (reported by the bench) */
let resent = 0;

/** Reads a body, counting `marker` (a text chunk) without keeping the text. */
async function drain(res: Response, marker: string, start: number, timing: Timing): Promise<void> {
  let tail = '';
  for await (const value of res.body as unknown as AsyncIterable<Uint8Array>) {
    const text = tail + decoder.decode(value, { stream: true });
    const seen = text.split(marker).length - 1;
    if (seen && !timing.first) timing.first = performance.now() - start;
    timing.chunks += seen;
    received += seen;
    tail = text.slice(-marker.length + 1);
  }
  timing.total = performance.now() - start;
}

async function request(target: Target, signal?: AbortSignal): Promise<Timing> {
  const start = performance.now();
  const send = () =>
    fetch(target.url, { method: 'POST', headers: target.headers, body: target.body, signal });
  // a kept-alive connection the server closed while idle fails before any answer: sent once more
  const res = await send().catch((error) => {
    if (errorName(error) !== 'UND_ERR_SOCKET') throw error;
    resent++;
    return send();
  });
  const timing = { headers: performance.now() - start, first: 0, total: 0, chunks: 0 };
  if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
  await drain(res, target.marker, start, timing);
  return timing;
}

const errorName = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
};

async function handle(command: ClientCommand): Promise<unknown> {
  if (command.type === 'series') {
    const timings: Timing[] = [];
    for (let i = 0; i < command.runs; i++) {
      timings.push(await request(command.targets[i % command.targets.length]!));
    }
    return timings;
  }
  if (command.type === 'open') {
    // all at once; resolves when every stream has its headers (or failed)
    const errors: Record<string, number> = {};
    const headers: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      command.targets.map(async (target) => {
        const controller = new AbortController();
        open.push(controller);
        const start = performance.now();
        try {
          const res = await fetch(target.url, {
            method: 'POST',
            headers: target.headers,
            body: target.body,
            signal: controller.signal,
          });
          if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
          headers.push(performance.now() - start);
          const timing = { headers: 0, first: 0, total: 0, chunks: 0 };
          drain(res, target.marker, start, timing).catch(() => undefined);
        } catch (error) {
          const name = errorName(error);
          errors[name] = (errors[name] ?? 0) + 1;
        }
      }),
    );
    return { opened: headers.length, errors, headers, ms: performance.now() - t0 };
  }
  if (command.type === 'count') return { received, resent, memory: process.memoryUsage().rss };
  for (const controller of open.splice(0)) controller.abort();
  return { ok: true };
}

process.on('message', (command: ClientCommand) => {
  handle(command).then(
    (result) => process.send?.({ result }),
    (error: unknown) => process.send?.({ error: errorName(error) }),
  );
});
process.send?.({ ready: true });
