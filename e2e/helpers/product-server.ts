import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export const DEMO_PASSWORD = 'Siao@2026';

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
    srv.on('error', fail);
  });
}

/**
 * The real product as `npm start` serves it (compiled API + built back-office + built widget on one port),
 * on a fresh embedded database with the demo seed. Extra env lets specs point external services
 * (LLM, reCAPTCHA) at fakes on 127.0.0.1.
 */
export async function startProduct(
  extraEnv: Record<string, string> = {},
  /** `localhost`: the address browsers accept as a WebAuthn RP ID (an IP is refused) */
  { hostname = '127.0.0.1' }: { hostname?: 'localhost' | '127.0.0.1' } = {},
) {
  for (const built of ['apps/backoffice/dist/index.html', 'apps/api/dist/server.js'])
    if (!existsSync(join(root, built)))
      throw new Error(`${built} não existe: rode \`npm run build\` antes do teste de navegador.`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'siao-e2e-'));
  const baseURL = `http://${hostname}:${port}`;
  // the compiled API, as `npm run serve` runs it (tsx would compile the sources again at every start)
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // the widget specs drive the public demo page, which needs the demo token
      WIDGET_DEMO: 'true',
      // every spec signs in from 127.0.0.1: the whole suite is one "IP" (the throttle has its API tests)
      LOGIN_MAX_PER_IP: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });

  // E2E_START_TIMEOUT_MS: a loaded machine (shared CI runner) may need longer than 90 s to migrate and seed
  const deadline = Date.now() + Number(process.env.E2E_START_TIMEOUT_MS ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`O servidor terminou ao iniciar:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) throw new Error(`O servidor não ficou pronto:\n${output}`);

  return {
    baseURL,
    dataDir,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
