// `npm run dev`: the API with tsx watch (restarts on change) on :3000 and the back-office on Vite's dev
// server (:5173, hot reload, proxies /api and /widget to the API). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server.ts'], {
    cwd: 'apps/api',
    stdio: 'inherit',
  }),
  spawn('npx', ['vite'], { cwd: 'apps/backoffice', stdio: 'inherit' }),
];
console.log('Sião em desenvolvimento: back-office em http://localhost:5173 (API em http://localhost:3000)');
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => code && code !== 0 && stop());
