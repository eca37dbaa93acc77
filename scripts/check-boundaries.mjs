// Enforces DESIGN.md's one-way dependencies: shared imports no app, the widget only shared and chat-ui,
// back-office features do not import each other, and API modules use each other only through their public surface.
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

// API modules (apps/api/src/modules/<module>/…) use another module only through its public surface:
// `index.ts` (re-exports chosen by that module), `service.ts` or `*-service.ts`. Repositories, DTO
// mappers, routes and helpers stay private; helpers two modules need live in apps/api/src/lib/.
// Tests and the composition roots (modules/index.ts, jobs.ts) may reach anywhere. Tune the surface with apiSurface, and the exceptions below.
const modulesDir = join(root, 'apps/api/src/modules');
const apiSurface = /^(index|service|[\w-]+-service)$/;
// Imports allowed across module boundaries beyond the surface: none today. Add one only with the
// reason and the branch removing it.
const apiAllowed = [];
for (const file of files(modulesDir)) {
  const rel = relative(modulesDir, file).split(sep).join('/');
  // modules/index.ts and modules/jobs.ts are the composition roots that register every module.
  if (/\.test\.tsx?$/.test(rel) || !rel.includes('/')) continue;
  const area = rel.split('/')[0];
  for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
    const spec = m[1] ?? m[2];
    if (!spec.startsWith('.')) continue;
    const target = relative(modulesDir, resolve(dirname(file), spec))
      .split(sep)
      .join('/');
    const targetArea = target.split('/')[0];
    if (target.startsWith('..') || targetArea === area) continue;
    const name = target.split('/').pop();
    const surface = target === targetArea || apiSurface.test(name);
    if (surface || apiAllowed.some((a) => a.from.test(rel) && a.to.test(target))) continue;
    problems.push(
      `apps/api/src/modules/${rel}: importa ${target} (use index.ts ou o service do módulo ${targetArea}, ou mova o helper para lib/)`,
    );
  }
}

// SQL only in repositories (DESIGN.md): under apps/api/src/modules and apps/api/src/lib, a file that is not
// `repository.ts` / `*-repository.ts` (nor a test) imports no value from drizzle-orm (operators, `sql`;
// `import type` is fine) and runs no query on a database handle (`db.`/`tx.` followed by select, insert,
// update, delete, execute or query). Services open transactions (`db.transaction`) and hand `tx` to
// repositories. db/ (schema, migrations, seed, client) is the database layer itself and is not checked.
const drizzleValueImport = /import\s+(?!type\s)([^;]*?)\s+from\s*['"]drizzle-orm(?:\/[^'"]*)?['"]/g;
const queryCall = /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|query)\b/;
const repositoryFile = /(^|\/)([\w-]+-)?repository\.ts$/;
// Files allowed to hold SQL outside a *-repository.ts: lib/audit.ts (writeAudit, which every module calls
// inside its own transaction) and lib/kv/db-kv-store.ts (the KvStore on PostgreSQL): each is the repository of its one table (audit_logs, kv_entries), in lib
// because many modules use it; renaming them would only move the same queries under another name.
const sqlAllowed = [/^lib\/audit\.ts$/, /^lib\/kv\/db-kv-store\.ts$/];
const apiSrc = join(root, 'apps/api/src');
for (const dir of ['modules', 'lib']) {
  for (const file of files(join(apiSrc, dir))) {
    const rel = relative(apiSrc, file).split(sep).join('/');
    if (/\.test\.tsx?$/.test(rel) || /(^|\/)test-[\w-]+\.ts$/.test(rel) || repositoryFile.test(rel)) continue;
    if (sqlAllowed.some((re) => re.test(rel))) continue;
    const text = readFileSync(file, 'utf8');
    const values = [...text.matchAll(drizzleValueImport)].some((m) =>
      m[1]
        .replace(/[{}]/g, '')
        .split(',')
        .some((s) => s.trim() && !s.trim().startsWith('type ')),
    );
    if (values || queryCall.test(text))
      problems.push(
        `apps/api/src/${rel}: SQL fora de um repositório (mova a consulta para um *-repository.ts do módulo)`,
      );
  }
}

// Messages come from the error catalogue (packages/shared/src/errors.ts): no literal text handed to
// AppError or fieldError in the API.
const literalMessage = /new AppError\([^;]*?message:\s*['"`]|fieldError\([^;,]+,[^;,]+,\s*['"`]/;
for (const file of files(join(root, 'apps/api/src'))) {
  const rel = relative(root, file).split(sep).join('/');
  if (/\.test\.tsx?$/.test(rel)) continue;
  if (literalMessage.test(readFileSync(file, 'utf8')))
    problems.push(`${rel}: mensagem escrita fora do catálogo de erros (packages/shared/src/errors.ts)`);
}

// One way to start work (DESIGN.md): a job is enqueued in the transaction of the change that needs it,
// `deps.jobs.enqueue(tx, …)`. The queue's `send` (a transaction of its own) is not called outside lib/jobs
// except by the files below, each until the branch that moves its enqueue into the change's transaction.
const sendAllowed = [
  // SiãoSeg: quiz passed and xAPI, moved into the close's transaction by the attempts work
  /^modules\/learning\/(?:[\w-]+\/)*(?:attempt-follow-up|xapi)\.ts$/,
];
const untransactedSend = /\bjobs\s*\.\s*send\s*[<(]/;
for (const dir of ['modules', 'lib']) {
  for (const file of files(join(apiSrc, dir))) {
    const rel = relative(apiSrc, file).split(sep).join('/');
    if (rel.startsWith('lib/jobs/') || sendAllowed.some((re) => re.test(rel))) continue;
    if (untransactedSend.test(readFileSync(file, 'utf8')))
      problems.push(
        `apps/api/src/${rel}: jobs.send fora de uma transação (use deps.jobs.enqueue(tx, …) na transação da mudança)`,
      );
  }
}

if (problems.length) {
  console.error(`Dependências proibidas (DESIGN.md):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('boundaries ok');
