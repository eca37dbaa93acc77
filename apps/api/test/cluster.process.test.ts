import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from './helpers/test-database';

const apiDir = resolve(import.meta.dirname, '..');
const TOKEN = 'cluster-metrics-token-0123';
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Worker pids announced by the primary, in order. */
const workerPids = (output: string) =>
  [...output.matchAll(/Trabalhador (\d+) iniciado/g)].map((m) => Number(m[1]));

// the cluster runs only on PostgreSQL (PGlite is single-process)
describe.skipIf(!process.env.DATABASE_URL)('cluster (WEB_CONCURRENCY)', () => {
  it('serves with two workers, replaces one that dies, and stops cleanly', async () => {
    const { url, drop } = await openTestDatabase();
    cleanups.push(drop);
    const dataDir = mkdtempSync(join(tmpdir(), 'siao-cluster-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = 40_000 + Math.floor(Math.random() * 1000);
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATABASE_URL: url,
        WEB_CONCURRENCY: '2',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        METRICS_TOKEN: TOKEN,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    let output = '';
    child.stdout?.on('data', (c) => (output += c));
    child.stderr?.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    const ready = () =>
      fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.status,
        () => 0,
      );

    await vi.waitFor(
      async () => {
        expect(child.exitCode, output).toBeNull();
        expect(workerPids(output)).toHaveLength(2);
        expect(await ready()).toBe(200);
      },
      { timeout: 120_000, interval: 250 },
    );
    const [first, second] = workerPids(output) as [number, number];
    expect(first).not.toBe(child.pid);

    // every worker's series in one scrape: the primary merges them
    for (let i = 0; i < 4; i++) expect(await ready()).toBe(200);
    const scrape = await fetch(`http://127.0.0.1:${port}/api/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scrape.status).toBe(200);
    const line = (await scrape.text())
      .split('\n')
      .find((l) =>
        l.startsWith(
          'siao_http_request_duration_seconds_count{method="GET",route="/api/ready",status="200"}',
        ),
      );
    expect(Number(line?.split(' ')[1])).toBeGreaterThanOrEqual(5);

    process.kill(first, 'SIGKILL');
    await vi.waitFor(
      async () => {
        expect(workerPids(output)).toHaveLength(3);
        expect(await ready()).toBe(200);
      },
      { timeout: 120_000, interval: 250 },
    );
    expect(output).toContain(`Trabalhador ${first} terminou (SIGKILL)`);
    const replacement = workerPids(output)[2] as number;
    expect([first, second]).not.toContain(replacement);
    for (let i = 0; i < 4; i++) expect(await ready()).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 300_000);
});
