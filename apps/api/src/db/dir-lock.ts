import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A pid lock file: refuses to start when another live process holds it; a stale lock is taken over. */
export function acquireDirLock(path: string): () => void {
  try {
    writeFileSync(path, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(path, 'utf8'));
    if (holder && holder !== process.pid && alive(holder)) {
      throw new Error(`O banco embutido já está em uso pelo processo ${holder} (${path}).`);
    }
    writeFileSync(path, String(process.pid));
  }
  return () => rmSync(path, { force: true });
}
