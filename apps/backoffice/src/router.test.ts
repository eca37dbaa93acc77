import { describe, expect, it } from 'vitest';
import { mainRoutes, signRoutes, titleForPath } from './router';

// Spec §2, main layout table: path (with sample ids) → exact title.
const specTitles: [string, string][] = [
  ['/', 'Painel de Controle'],
  ['/users', 'Usuários'],
  ['/users/42', 'Editar Usuário'],
  ['/users-new', 'Novo Usuário'],
  ['/profile', 'Meu perfil'],
  ['/clients', 'Clientes'],
  ['/client/7', 'Editar Cliente'],
  ['/client-new', 'Novo Cliente'],
  ['/faturas', 'Gestão de Faturas'],
  ['/client/7/faturas', 'Faturas do Cliente'],
  ['/client/7/fatura/99', 'Editar Fatura'],
  // ours: the same screen creating one
  ['/client/7/fatura/nova', 'Nova fatura'],
  ['/faturas/nova', 'Nova fatura'],
  ['/documents', 'Documentos'],
  ['/terms', 'Termos e Políticas'],
  ['/quiz/3', 'Quiz'],
  ['/reports', 'Relatórios'],
  ['/siaogpt', 'SiãoGPT'],
  ['/agents', 'Assistentes'],
  ['/services/ocr/15', 'Visualização'],
  ['/login', 'Login'],
];

// Spec §2 paths whose titles the spec leaves to us: they must exist and not fall into the not-found page.
const specPathsWithoutTitle = [
  '/superadmin/siaoseg/journeys',
  '/superadmin/siaoseg/quizzes',
  '/superadmin/siaoseg/documents',
  '/superadmin/siaoseg/journeys/1',
  '/superadmin/siaoseg/journeys-new',
  '/superadmin/siaoseg/journeys/1/trail/2',
  '/superadmin/siaoseg/journeys/1/trail-new',
  '/superadmin/siaoseg/quizzes/1',
  '/superadmin/siaoseg/quizzes-new',
  '/superadmin/siaoseg/quizzes/1/question/2',
  '/superadmin/siaoseg/quizzes/1/question-new',
  '/superadmin/siaogpt/chatgpt-assistants',
  '/services',
  '/services/cnib',
  '/services/ocr',
  '/services/ocr-nascimento-obito',
  '/logout',
  '/reset-password',
  '/reset-password-token',
  '/politica-de-privacidade',
  '/unauthorized',
];

describe('route table', () => {
  it.each(specTitles)('%s has the title %s', (path, title) => {
    expect(titleForPath(path)).toBe(title);
  });

  it.each(specPathsWithoutTitle)('%s is a route of its own', (path) => {
    const title = titleForPath(path);
    expect(title).toBeTruthy();
    expect(title).not.toBe('Página não encontrada');
  });

  it('gives every other path the not-found page', () => {
    for (const path of ['/nada', '/users/1/extra', '/superadmin', '/client']) {
      expect(titleForPath(path)).toBe('Página não encontrada');
    }
  });

  it('names the routes the spec names', () => {
    const names = Object.fromEntries(mainRoutes.filter((r) => r.name).map((r) => [r.name, r.path]));
    expect(names).toEqual({
      'users-edit': '/users/:id',
      'client-edit': '/client/:id',
      'fatura-edit': '/client/:clientId/fatura/:faturaId',
    });
  });

  it('restricts the superadmin area to superadmins and nothing public to roles', () => {
    for (const r of mainRoutes.filter((r) => r.path.startsWith('/superadmin/')))
      expect(r.roles).toEqual(['superadmin']);
    for (const r of signRoutes) expect(r.roles).toBeUndefined();
  });

  it('has no duplicate paths and a sentence for every screen still under construction', () => {
    const all = [...mainRoutes, ...signRoutes];
    expect(new Set(all.map((r) => r.path)).size).toBe(all.length);
    for (const r of all.filter((r) => !r.page)) expect(r.summary, r.path).toMatch(/\.$/);
  });
});
