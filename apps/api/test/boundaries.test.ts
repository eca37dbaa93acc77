import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { boundaryProblems } from '../../../scripts/check-boundaries.mjs';

/** The lint rule of `npm run lint` on a small tree of its own: each kind of import it must refuse. */
const repoRoot = join(import.meta.dirname, '../../..');
let root = '';

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  copyFileSync(join(repoRoot, '.dependency-cruiser.cjs'), join(root, '.dependency-cruiser.cjs'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

const M = 'apps/api/src/modules';

describe('boundaries lint', () => {
  it('passes a module used through its service surface', async () => {
    tree({
      [`${M}/a/a-service.ts`]: "import { b } from '../b';\nexport const a = () => b();\n",
      [`${M}/b/index.ts`]: "export { b } from './b-service';\n",
      [`${M}/b/b-service.ts`]: "import { rows } from './b-repository';\nexport const b = () => rows();\n",
      [`${M}/b/b-repository.ts`]: 'export const rows = () => [];\n',
    });
    expect(await boundaryProblems(root)).toEqual([]);
  });

  it('refuses a cross-module import of a repository, and an index.ts that re-exports one', async () => {
    tree({
      [`${M}/a/a-service.ts`]: "import { rows } from '../b/b-repository';\nexport const a = () => rows();\n",
      [`${M}/b/index.ts`]: "export { rows } from './b-repository';\n",
      [`${M}/b/b-repository.ts`]: 'export const rows = () => [];\n',
    });
    const problems = await boundaryProblems(root);
    expect(problems).toContainEqual(
      expect.stringMatching(/^modulo-pela-superficie: .*a-service\.ts → .*b-repository\.ts/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^index-sem-repositorio: .*b\/index\.ts/));
  });

  it('refuses a cycle between files', async () => {
    tree({
      [`${M}/a/one.ts`]: "import { two } from './two';\nexport const one = () => two;\n",
      [`${M}/a/two.ts`]: "import { one } from './one';\nexport const two = () => one;\n",
    });
    expect(await boundaryProblems(root)).toContainEqual(expect.stringMatching(/^sem-ciclos: .*one\.ts/));
  });

  it('refuses a cycle between modules even when no file cycle closes it', async () => {
    tree({
      [`${M}/a/index.ts`]: "export { a } from './a-service';\n",
      [`${M}/a/a-service.ts`]: 'export const a = () => 1;\n',
      [`${M}/a/uses-b-service.ts`]: "import { b } from '../b';\nexport const ab = () => b();\n",
      [`${M}/b/index.ts`]: "export { b } from './b-service';\n",
      [`${M}/b/b-service.ts`]: 'export const b = () => 2;\n',
      [`${M}/b/uses-a-service.ts`]: "import { a } from '../a';\nexport const ba = () => a();\n",
    });
    const problems = await boundaryProblems(root);
    expect(problems.some((p) => p.startsWith('sem-ciclos'))).toBe(false);
    expect(problems).toContainEqual('ciclo entre módulos da API: a → b → a');
  });

  it('refuses lib/ or db/ reaching up into a module', async () => {
    tree({
      'apps/api/src/lib/helper.ts':
        "import { b } from '../modules/b/b-service';\nexport const h = () => b();\n",
      [`${M}/b/b-service.ts`]: 'export const b = () => 2;\n',
    });
    expect(await boundaryProblems(root)).toContainEqual(
      expect.stringMatching(/^camadas-de-baixo-nao-sobem: apps\/api\/src\/lib\/helper\.ts/),
    );
  });
});
