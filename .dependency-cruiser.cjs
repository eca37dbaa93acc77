// The house's one-way dependencies (docs/architecture.md), checked by `npm run lint`
// (scripts/check-boundaries.mjs runs dependency-cruiser with this rule set, on files and on modules).
// Paths are real paths: workspace packages (@siao/*) resolve to their folders.
const MODULE = '^apps/api/src/modules/([^/]+)/';
const TESTS = '(\\.test\\.tsx?|/test/|/test-[\\w-]+\\.ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'sem-ciclos',
      comment: 'Nenhum ciclo de importações entre arquivos.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'modulo-pela-superficie',
      comment:
        'Um módulo da API usa outro só por index.ts ou por um *-service.ts dele; repositórios, rotas e helpers ficam privados (helpers comuns vão para lib/).',
      severity: 'error',
      from: { path: MODULE, pathNot: TESTS },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: [
          '^apps/api/src/modules/$1/',
          '^apps/api/src/modules/[^/]+/(index|service|[\\w-]+-service)\\.ts$',
        ],
      },
    },
    {
      name: 'index-sem-repositorio',
      comment: 'O index.ts de um módulo expõe services, nunca funções de repositório.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/[^/]+/index\\.ts$' },
      to: { path: 'repository\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'camadas-de-baixo-nao-sobem',
      comment:
        'lib/ e db/ ficam abaixo dos módulos: não importam módulos (o seed mora em src/seed, acima deles).',
      severity: 'error',
      from: { path: '^apps/api/src/(lib|db)/', pathNot: TESTS },
      to: {
        path: '^apps/api/src/(modules|seed)/',
        // the file workers run the document readers of modules/ai/documents (to move under lib/files)
        // and the OCR job's page work (modules/services/ocr/page-work.ts, loaded only in the workers)
        pathNot: [
          '^apps/api/src/modules/ai/documents/',
          '^apps/api/src/modules/services/ocr/page-work\\.ts$',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'sql-so-em-repositorio',
      comment:
        'Só repositórios importam valores de drizzle-orm (lib/audit.ts e lib/kv/db-kv-store.ts são os repositórios das suas tabelas).',
      severity: 'error',
      from: {
        path: '^apps/api/src/(modules|lib)/',
        pathNot: [
          TESTS,
          'repository\\.ts$',
          '^apps/api/src/lib/audit\\.ts$',
          '^apps/api/src/lib/kv/db-kv-store\\.ts$',
        ],
      },
      to: { path: '/node_modules/drizzle-orm/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-nao-importa-apps',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^(apps|packages/(chat-ui|widget))/' },
    },
    {
      name: 'chat-ui-so-shared',
      severity: 'error',
      from: { path: '^packages/chat-ui/' },
      to: { path: '^(apps|packages/widget)/' },
    },
    {
      name: 'widget-sem-apps-nem-mantine',
      severity: 'error',
      from: { path: '^packages/widget/' },
      to: { path: ['^apps/', '/node_modules/@mantine/'] },
    },
    {
      name: 'areas-do-backoffice-isoladas',
      comment:
        'Áreas do back-office não importam umas às outras: o que é comum vive em lib/, layouts/ ou components/.',
      severity: 'error',
      from: { path: '^apps/backoffice/src/features/([^/]+)/' },
      to: { path: '^apps/backoffice/src/features/', pathNot: '^apps/backoffice/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|data)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
