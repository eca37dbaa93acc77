// A Vitest reporter that writes, per test file, where its time went (wall milliseconds, as Vitest measures
// them): environment, harness, setup files, import of the file (collect), tests and hooks. Plus the
// run's CPU seconds of the main process (transforms, reporters). Used for docs/benchmarks.md:
//   npx vitest run --project api --reporter=default --reporter=./scripts/test-timings-reporter.ts
// writes test-timings.tsv (or $TEST_TIMINGS) and prints the sums per project.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const COLUMNS = ['environment', 'prepare', 'setup', 'collect', 'tests'] as const;

export default class TestTimingsReporter implements Reporter {
  private rows: { project: string; file: string; values: number[] }[] = [];
  private cpuAtStart = process.cpuUsage();

  onTestModuleEnd(module: TestModule) {
    const d = module.diagnostic();
    this.rows.push({
      project: module.project.name,
      file: relative(process.cwd(), module.moduleId),
      values: [d.environmentSetupDuration, d.prepareDuration, d.setupDuration, d.collectDuration, d.duration],
    });
  }

  onTestRunEnd() {
    const out = process.env.TEST_TIMINGS ?? 'test-timings.tsv';
    const lines = this.rows.map((r) => [r.project, r.file, ...r.values.map((v) => Math.round(v))].join('\t'));
    writeFileSync(out, `${['project', 'file', ...COLUMNS].join('\t')}\n${lines.join('\n')}\n`);
    const sums = new Map<string, { files: number; values: number[] }>();
    for (const r of this.rows) {
      const s = sums.get(r.project) ?? { files: 0, values: COLUMNS.map(() => 0) };
      s.files++;
      r.values.forEach((v, i) => {
        s.values[i] += v;
      });
      sums.set(r.project, s);
    }
    const cpu = process.cpuUsage(this.cpuAtStart);
    console.log(`\nsoma por projeto, segundos de parede (arquivos | ${COLUMNS.join(' | ')}):`);
    for (const [project, s] of [...sums].sort()) {
      console.log(`  ${project}\t${s.files}\t${s.values.map((v) => (v / 1000).toFixed(1)).join('\t')}`);
    }
    console.log(`CPU do processo principal: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (${out})`);
  }
}
