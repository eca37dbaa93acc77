import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// The assistant cards (back-office catalogue, widget picker) are one grid rule; jsdom does not lay grids out,
// so the rule itself is checked: columns no card fills must collapse (auto-fit), never stay as empty space.
it('lets a few assistant cards share the whole row instead of leaving half of it empty', () => {
  const css = readFileSync(join(import.meta.dirname, 'chat-ui-lists.css'), 'utf8');
  const rule = /\.siao-agents--grid\s*\{[^}]*grid-template-columns:\s*([^;]+);/.exec(css)?.[1] ?? '';
  expect(rule).toMatch(/^repeat\(auto-fit,/);
  // and a card never forces sideways scrolling on a phone narrower than its minimum
  expect(rule).toContain('min(100%,');
});
