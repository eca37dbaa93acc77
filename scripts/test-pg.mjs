// Runs the API's app and process tiers (*.int.test.ts, *.process.test.ts) against a real PostgreSQL
// server (each test file in a brand-new database that it drops afterwards) and Redis for the shared KV
// store when one answers. The fast tier touches no database: it is not run again here.
import { spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';

const env = {
  ...process.env,
  DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
};

const redisUp = await new Promise((resolve) => {
  const socket = createConnection({ host: '127.0.0.1', port: 6379 });
  socket.once('connect', () => {
    socket.end();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});
if (redisUp && !process.env.NO_REDIS) env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
console.log(`API em PostgreSQL (${env.DATABASE_URL})${env.TEST_REDIS_URL ? ' com Redis' : ''}`);

const tiers = ['--project', 'api-int', '--project', 'api-process'];
const result = spawnSync('npx', ['vitest', 'run', ...tiers, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
