/**
 * The relay benches' two peers, each a child process so that the API's CPU and memory are measured
 * alone: the fake Anthropic upstream and the HTTP client. Both are killed when the bench exits, a
 * failed run included.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { ClientCommand } from './converse-stream-client';

function child(file: string): Promise<ChildProcess> {
  const proc = fork(new URL(file, import.meta.url).pathname, [], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve) => proc.once('message', () => resolve(proc)));
}

function ask<T>(proc: ChildProcess, message: object): Promise<T> {
  return new Promise((resolve, reject) => {
    proc.once('message', (m: { result?: T; error?: string }) =>
      m.error ? reject(new Error(m.error)) : resolve(m.result as T),
    );
    proc.send(message);
  });
}

export async function startPeers() {
  const fake = await child('./converse-stream-fake.ts');
  const client = await child('./converse-stream-client.ts');
  process.on('exit', () => {
    client.kill();
    fake.kill();
  });
  return {
    upstream: await ask<string>(fake, { type: 'url' }),
    /** what the fake upstream answers from now on */
    scenario: (s: object) => ask(fake, { scenario: s }),
    call: <T>(command: ClientCommand) => ask<T>(client, command),
  };
}

/** A CPU profile of this process (the API) from now; the function returned writes it to `file`. */
export async function startProfile() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return async (file: string) => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}
