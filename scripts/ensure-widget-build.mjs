// `npm test` serves the built widget in platform/static-files.int.test.ts: build it when it is missing
// (a fresh clone), so that test runs instead of failing on a missing dist/.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
if (!existsSync(`${root}packages/widget/dist/siao-assistant.js`)) {
  console.log('widget não construído: npm run build -w @siao/widget');
  execSync('npm run build -w @siao/widget', { cwd: root, stdio: 'inherit' });
}
