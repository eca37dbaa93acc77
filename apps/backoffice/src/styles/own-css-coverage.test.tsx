import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { StaffDashboard, User } from '@siao/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer } from '../test/fake-server';
import { renderApp } from '../test/render-app';
import { testUser } from '../test/users';
import { setWidth } from '../test/viewport';

// The dashboard is an `ownCss` route (router.tsx): it shows with only the CSS that mantine-first-load.ts and
// mantine-signed-in.ts import. Every Mantine class the layout and the dashboard put on the page must have
// its rules in those files, or the user sees underlined menu links and grey native buttons.
const coreStyles = join(
  dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
  'styles',
);
const classesIn = (css: string) => new Set(css.match(/\.m_[0-9a-f]+/g)?.map((c) => c.slice(1)));
const importedCss = (file: string) =>
  [...readFileSync(join(import.meta.dirname, file), 'utf8').matchAll(/'@mantine\/core\/styles\/(\w+\.css)'/g)]
    .map((m) => readFileSync(join(coreStyles, m[1] as string), 'utf8'))
    .join('\n');
const loaded = classesIn(importedCss('mantine-first-load.ts') + importedCss('mantine-signed-in.ts'));
const allOfMantine = classesIn(readFileSync(join(coreStyles, '..', 'styles.css'), 'utf8'));

/** Mantine classes on the page whose rules exist in Mantine but were not loaded. */
function unstyledClasses(): string[] {
  const used = new Set<string>();
  for (const el of document.querySelectorAll('[class]'))
    for (const c of el.classList) if (/^m_[0-9a-f]+$/.test(c)) used.add(c);
  return [...used].filter((c) => allOfMantine.has(c) && !loaded.has(c)).sort();
}

const me: User = testUser({ role: 'admin' });
const dashboard: StaffDashboard = {
  visao: 'equipe',
  clientes_ativos: 3,
  faturas: {
    em_aberto_centavos: 100_00,
    em_aberto_quantidade: 1,
    vencidas_centavos: 0,
    vencidas_quantidade: 0,
    recebidas_mes_centavos: 0,
    recebidas_mes_quantidade: 0,
  },
  receita_12_meses: [{ mes: '2026-03', emitido_centavos: 100_00, recebido_centavos: 0 }],
  treinamentos: { disponivel: false, nota: null, por_cliente: [] },
  uso_ia: { mes: '2026-03', conversas: 0, respostas: 0, tokens: 0 },
};

let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const path = req.path.split('?')[0];
    if (path === '/api/me') return sendJson(res, 200, { data: me });
    if (path === '/api/me/pending-terms') return sendJson(res, 200, { data: [] });
    if (path === '/api/dashboard') return sendJson(res, 200, { data: dashboard });
    return sendJson(res, 404, {
      error: { code: 'ROUTE_NOT_FOUND', message: 'Endereço da API não encontrado.' },
    });
  });
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.url}/`);
});
afterAll(() => server?.close());

describe('the dashboard, shown with its own CSS only', { timeout: 60_000 }, () => {
  it('has the rules of every Mantine class of the shell, the user menu and the dashboard (1366 px)', async () => {
    setWidth(1366);
    renderApp('/');
    await screen.findByText('Clientes ativos');
    await userEvent.setup({ delay: null }).click(await screen.findByTestId('user-menu'));
    await screen.findByRole('menu');
    expect(unstyledClasses()).toEqual([]);
  });

  it('has the rules of the mobile drawer and its close button (360 px)', async () => {
    setWidth(360);
    renderApp('/');
    await screen.findByText('Clientes ativos');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Abrir menu' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    expect(unstyledClasses()).toEqual([]);
    setWidth(1024);
  });
});
