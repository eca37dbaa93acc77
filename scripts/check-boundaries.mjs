// The house's boundaries (docs/architecture.md), checked by `npm run lint`:
// 1. dependency-cruiser with the rules of .dependency-cruiser.cjs over every workspace (cycles between files,
//    a module used only through its surface, no repository behind an index.ts, layers, packages, back-office areas);
// 2. cycles between API modules: the same graph collapsed to one node per module, tests left out;
// 3. what an import graph cannot see: queries on a database handle outside a repository, literal error messages,
//    parser libraries outside the file workers (scripts/parser-imports.mjs), jobs.send outside a transaction.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { parserImportProblems } from './parser-imports.mjs';

const WORKSPACES = ['apps', 'packages', 'bench', 'e2e'];
const MODULE_NODE = '^apps/api/src/modules/[^/]+';
const TEST_FILE = /(\.test\.tsx?|(^|\/)test\/.*|(^|\/)test-[\w-]+\.ts)$/;

/** Every broken rule under `root` (a checkout, or a test's fixture tree), as one line each. */
export async function boundaryProblems(root) {
  const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'));
  const targets = WORKSPACES.filter((dir) => exists(join(root, dir)));
  const files = await cruise(targets, { ...options, baseDir: root, validate: true });
  const problems = files.output.summary.violations.map(describe);
  const modules = await cruise(['apps/api/src'], {
    ...options,
    baseDir: root,
    validate: false,
    exclude: { path: [options.exclude?.path ?? [], '\\.test\\.tsx?$', '/test/'].flat() },
    collapse: MODULE_NODE,
  });
  problems.push(
    ...moduleCycles(modules.output.modules).map((c) => `ciclo entre módulos da API: ${c.join(' → ')}`),
  );
  problems.push(...contentProblems(root));
  return problems;
}

function describe(v) {
  const via = v.cycle?.length ? ` (${[v.from, ...v.cycle.map((c) => c.name ?? c)].join(' → ')})` : '';
  return `${v.rule.name}: ${v.from} → ${v.to}${via}`;
}

/** Cycles in the module graph (each reported once, from its smallest name). */
function moduleCycles(nodes) {
  const isModule = new RegExp(`${MODULE_NODE}$`);
  const edges = new Map(
    nodes
      .filter((n) => isModule.test(n.source))
      .map((n) => [
        n.source,
        n.dependencies.map((d) => d.resolved).filter((to) => isModule.test(to) && to !== n.source),
      ]),
  );
  const cycles = new Map();
  const walk = (start, node, path) => {
    for (const next of edges.get(node) ?? []) {
      if (next === start) {
        const cycle = [...path, start].map((p) => p.split('/').pop());
        const key = [...cycle.slice(0, -1)].sort().join(',');
        if (!cycles.has(key)) cycles.set(key, cycle);
      } else if (!path.includes(next) && next > start) walk(start, next, [...path, next]);
    }
  };
  for (const start of edges.keys()) walk(start, start, [start]);
  return [...cycles.values()];
}

function exists(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function* sources(dir) {
  if (!exists(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mts)$/.test(name)) yield path;
  }
}

// SQL only in repositories: besides drizzle-orm value imports (a dependency-cruiser rule), no query on a
// database handle (`db.`/`tx.` + select, insert, update, delete, execute, query) outside a *-repository.ts.
// Messages come from the error catalogue (packages/shared/src/errors.ts): no literal text handed to
// AppError or fieldError in the API.
const queryCall = /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|query)\b/;
const repositoryFile = /(^|\/)([\w-]+-)?repository\.ts$/;
const sqlAllowed = [/^lib\/audit\.ts$/, /^lib\/kv\/db-kv-store\.ts$/];
const literalMessage = /new AppError\([^;]*?message:\s*['"`]|fieldError\([^;,]+,[^;,]+,\s*['"`]/;
// One way to start work (DESIGN.md): a job is enqueued in the transaction of the change that needs it,
// `deps.jobs.enqueue(tx, …)`. The queue's `send` (a transaction of its own) is not called outside lib/jobs
// except by the files below, each until the branch that moves its enqueue into the change's transaction.
const untransactedSend = /\bjobs\s*\.\s*send\s*[<(]/;
const sendAllowed = [
  // SiãoSeg: quiz passed and xAPI, moved into the close's transaction by the attempts work
  /^modules\/learning\/(?:[\w-]+\/)*(?:attempt-follow-up|xapi-service)\.ts$/,
];

function contentProblems(root) {
  const problems = [];
  const apiSrc = join(root, 'apps/api/src');
  for (const file of sources(apiSrc)) {
    const rel = relative(apiSrc, file).split(sep).join('/');
    if (TEST_FILE.test(rel)) continue;
    const text = readFileSync(file, 'utf8');
    problems.push(...parserImportProblems(rel, text));
    const checked =
      /^(modules|lib)\//.test(rel) && !repositoryFile.test(rel) && !sqlAllowed.some((re) => re.test(rel));
    if (checked && queryCall.test(text))
      problems.push(
        `apps/api/src/${rel}: SQL fora de um repositório (mova a consulta para um *-repository.ts)`,
      );
    if (literalMessage.test(text))
      problems.push(
        `apps/api/src/${rel}: mensagem escrita fora do catálogo de erros (packages/shared/src/errors.ts)`,
      );
    const sendChecked = /^(modules|lib)\//.test(rel) && !rel.startsWith('lib/jobs/');
    if (sendChecked && !sendAllowed.some((re) => re.test(rel)) && untransactedSend.test(text))
      problems.push(
        `apps/api/src/${rel}: jobs.send fora de uma transação (use deps.jobs.enqueue(tx, …) na transação da mudança)`,
      );
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = await boundaryProblems(new URL('..', import.meta.url).pathname);
  if (problems.length) {
    console.error(`Dependências proibidas (docs/architecture.md):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('boundaries ok');
}
