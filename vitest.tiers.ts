import { configDefaults } from 'vitest/config';

/**
 * Test tiers by file name (docs/testing.md):
 * - `*.test.ts(x)`: fast — one function or component; no app, no database, no child process;
 * - `*.int.test.ts`: the app on its own database (PGlite in memory; PostgreSQL in `npm run test:pg`);
 * - `*.process.test.ts`: real child processes (server, cluster, a killed worker, tesseract, poppler);
 * - `*.build.test.ts`: a production build (the size budgets);
 * - `*.timezone.test.ts`: date helpers, run under time zones other than the machine's and São Paulo's.
 */
const MARKED = '**/*.{int,process,build,timezone}.test.{ts,tsx}';

/**
 * The fast tier of a workspace: worker threads (cheaper to start than processes), no global setup, and one
 * worker (with its DOM environment and node_modules) for many files; vitest.fresh-file.ts, run before the
 * workspace's own setup files, gives every file fresh project modules and undoes what it leaves behind.
 */
export function fastTier(dirs: string[], setupFiles: string[] = []) {
  return {
    include: dirs.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
    exclude: [...configDefaults.exclude, MARKED],
    pool: 'threads' as const,
    isolate: false,
    setupFiles: [...fileCpu(), new URL('./vitest.fresh-file.ts', import.meta.url).pathname, ...setupFiles],
  };
}

/**
 * TEST_FILE_CPU=<file>: the CPU seconds of each test file, one line each (vitest.file-cpu.ts). First in a
 * project's setupFiles, so the figure includes the other setup files and, its hook running last, their cleanup.
 */
export function fileCpu(): string[] {
  return process.env.TEST_FILE_CPU ? [new URL('./vitest.file-cpu.ts', import.meta.url).pathname] : [];
}

/** The files of one marked tier under `dirs`. */
export function tierFiles(tier: 'int' | 'process' | 'build' | 'timezone', dirs: string[]) {
  return dirs.map((dir) => `${dir}/**/*.${tier}.test.{ts,tsx}`);
}

/** Time zones the `*.timezone.test.ts` files run under: ahead of UTC, and behind it but not São Paulo. */
export const TEST_TIME_ZONES = { tokyo: 'Asia/Tokyo', manaus: 'America/Manaus' } as const;
