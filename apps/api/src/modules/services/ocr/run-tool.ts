import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Runs a system tool (poppler, tesseract) with one OpenMP thread: we run one worker per core instead. */
export function runTool(
  command: string,
  args: readonly string[],
  signal?: AbortSignal,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { signal, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, OMP_THREAD_LIMIT: '1' } },
      (err, stdout, stderr) => (err ? reject(Object.assign(err, { stderr })) : resolve({ stdout, stderr })),
    );
  });
}

/** A binary on the PATH (checked once per name). */
const found = new Map<string, boolean>();
export function hasTool(name: string): boolean {
  let ok = found.get(name);
  if (ok === undefined) {
    ok = (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(`${dir}/${name}`));
    found.set(name, ok);
  }
  return ok;
}
