import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server and a Redis server of the test's own (temp folder, free port), which the test may
 * stop and start again: dependency outages under a running API. Found on the machine: the PostgreSQL
 * binaries under /usr/lib/postgresql/<version>/bin, `redis-server` on the PATH.
 */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** How this user can run the PostgreSQL binaries: directly, or as `postgres` when root (initdb refuses root). */
interface PgRunner {
  bin: string;
  /** the command line that runs `tool args…` as the right user */
  command(tool: string, args: string[]): [string, string[]];
  /** the user the data folder must belong to (undefined: this one) */
  uid?: number;
  gid?: number;
}

const quote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

function findPgBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

const runs = (cmd: [string, string[]]) => spawnSync(cmd[0], cmd[1], { stdio: 'ignore' }).status === 0;

/** The way to run PostgreSQL here, or why there is none (the test is skipped with that reason). */
export function findPostgres(): PgRunner | string {
  const bin = findPgBin();
  if (!bin) return 'sem binários do PostgreSQL em /usr/lib/postgresql/*/bin';
  if (process.getuid?.() !== 0) {
    return { bin, command: (tool, args) => [join(bin, tool), args] };
  }
  const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (ids.status !== 0) return 'rodando como root e não há usuário postgres para o initdb';
  const owner = { uid: Number(ids.stdout.trim()), gid: Number(gids.stdout.trim()) };
  const viaRunuser: PgRunner['command'] = (tool, args) => [
    'runuser',
    ['-u', 'postgres', '--', join(bin, tool), ...args],
  ];
  if (runs(viaRunuser('initdb', ['--version']))) return { bin, command: viaRunuser, ...owner };
  const viaSu: PgRunner['command'] = (tool, args) => [
    'su',
    ['postgres', '-s', '/bin/sh', '-c', [join(bin, tool), ...args].map(quote).join(' ')],
  ];
  if (runs(viaSu('initdb', ['--version']))) return { bin, command: viaSu, ...owner };
  return 'rodando como root e nem `runuser -u postgres` nem `su postgres` executam o initdb';
}

/** Runs a command to its end without blocking the event loop (the test's load keeps running). */
function run([cmd, args]: [string, string[]]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: ${code}\n${stderr}`)),
    );
  });
}

export interface OwnPostgres {
  url: string;
  /** `pg_ctl stop -m immediate`: every backend killed at once, as in a crash */
  stop(): Promise<void>;
  /** start again on the same folder and port (crash recovery from the WAL); resolves when it accepts connections */
  start(): Promise<void>;
  /** stop if running and remove the folder; never throws */
  destroy(): Promise<void>;
}

export async function startOwnPostgres(runner: PgRunner): Promise<OwnPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'siao-own-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const pg = (tool: string, args: string[]) => run(runner.command(tool, args));
  const start = () =>
    pg('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const destroy = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (runner.uid !== undefined) chownSync(dir, runner.uid, runner.gid ?? runner.uid);
    await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    await start();
  } catch (err) {
    await destroy();
    throw err;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    start,
    destroy,
  };
}

export interface OwnRedis {
  url: string;
  /** SIGKILL: gone at once, nothing saved */
  stop(): Promise<void>;
  /** a new server on the same port (empty: nothing is persisted); resolves when it accepts connections */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const stop = async () => {
    const current = child;
    child = undefined;
    if (!current || current.exitCode !== null) return;
    await new Promise((resolve) => {
      current.once('exit', resolve);
      current.kill('SIGKILL');
    });
  };
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    child = started;
    // redis-server says when it accepts connections: wait for that line, or its exit
    await new Promise<void>((resolve, reject) => {
      let out = '';
      const onData = (chunk: Buffer) => {
        out += chunk.toString();
        if (!out.includes('Ready to accept connections')) return;
        started.stdout?.off('data', onData);
        started.stdout?.resume();
        resolve();
      };
      started.stdout?.on('data', onData);
      started.once('error', reject);
      started.once('exit', (code) => reject(new Error(`redis-server saiu (${code}): ${out}`)));
    });
  };
  try {
    await start();
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `redis://127.0.0.1:${port}`, stop, start, destroy: () => stop().catch(() => {}) };
}
