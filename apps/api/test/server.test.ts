import { type ChildProcess, spawn } from 'node:child_process';
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
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, exited, output: () => output };
}

async function waitReady(port: number, child: ChildProcess) {
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('servidor não ficou pronto');
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
    await waitReady(port, first.child);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(true);

    const second = start(port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('O banco embutido já está em uso pelo processo');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  }, 120_000);
});
