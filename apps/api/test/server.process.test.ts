import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'siao-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  // server.ts prints "Sião em <url>" once the port is open: the test waits for that line, not a clock.
  const listening = new Promise<void>((resolveListening, reject) => {
    const onData = (c: Buffer) => {
      output += c;
      if (output.includes('Sião em ')) resolveListening();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`servidor saiu (${code}) antes de ouvir:\n${output}`)));
  });
  listening.catch(() => {}); // a process expected to fail never listens
  return { child, exited, listening, output: () => output };
}

async function waitReady(port: number, server: { listening: Promise<void> }) {
  await server.listening;
  const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
  expect(ready.status).toBe(200);
}

describe('server process', () => {
  it('refuses to start with a bad variable, naming it', async () => {
    const bad = start(0, { PORT: 'porta' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Configuração inválida:\s+PORT/);
  });

  it('serves on the embedded database, locks its data folder, and shuts down cleanly on SIGTERM', async () => {
    const port = 39_000 + Math.floor(Math.random() * 1000);
    const first = start(port);
    await waitReady(port, first);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(true);

    const second = start(port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('O banco embutido já está em uso pelo processo');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  }, 300_000); // migrating a new embedded database took over 100 s with ~30 processes on 2 cores
});
