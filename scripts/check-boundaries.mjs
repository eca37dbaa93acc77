// Enforces DESIGN.md's one-way dependencies: shared imports no app, the widget only shared and chat-ui,
// and back-office / API features do not import each other.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const importRe = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mts)$/.test(name)) yield path;
  }
}

const rules = [
  { dir: 'packages/shared/src', forbid: [/^@siao\/(?!shared)/] },
  { dir: 'packages/chat-ui/src', forbid: [/^@siao\/(api|backoffice|widget)/] },
  { dir: 'packages/widget/src', forbid: [/^@siao\/(api|backoffice)/, /^@mantine\//] },
];

const problems = [];
for (const { dir, forbid } of rules) {
  for (const file of files(join(root, dir))) {
    for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
      const spec = m[1] ?? m[2];
      if (forbid.some((re) => re.test(spec)))
        problems.push(`${relative(root, file)}: não pode importar ${spec}`);
    }
  }
}

// Back-office features do not import each other: shared pieces live in lib/, layouts/ or components/.
const featuresDir = join(root, 'apps/backoffice/src/features');
for (const file of files(featuresDir)) {
  const area = relative(featuresDir, file).split(sep)[0];
  for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
    const spec = m[1] ?? m[2];
    if (!spec.startsWith('.')) continue;
    const target = relative(featuresDir, resolve(dirname(file), spec)).split(sep);
    if (target[0] !== '..' && target[0] !== area)
      problems.push(`${relative(root, file)}: importa a área ${target[0]} (${spec})`);
  }
}

if (problems.length) {
  console.error(`Dependências proibidas (DESIGN.md):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('boundaries ok');
