import { aiToolNames, type Role } from '@siao/shared';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../lib/auth/access';
import type { Audience } from '../../lib/auth/tokens';
import { aiTools, mayCall, toolSpec, toolsFor } from './registry';

const auth = (role: Role, audience: Audience = 'backoffice') =>
  ({ role, audience, userId: 'u', clientId: role === 'cliente' ? 'c' : null }) as AuthContext;

/** tool → who may call it: the roles and token audiences of the HTTP route it mirrors. */
const table: Record<string, { roles: Role[]; audiences: Audience[] }> = {
  consultar_cnib: { roles: ['superadmin', 'admin', 'operador', 'cliente'], audiences: ['backoffice', 'ai'] },
  buscar_base_de_conhecimento: {
    roles: ['superadmin', 'admin', 'operador', 'cliente'],
    audiences: ['backoffice', 'ai', 'widget'],
  },
  buscar_faturas: { roles: ['superadmin', 'admin', 'operador', 'cliente'], audiences: ['backoffice', 'ai'] },
  situacao_fatura: { roles: ['superadmin', 'admin', 'operador', 'cliente'], audiences: ['backoffice', 'ai'] },
  progresso_treinamentos: {
    roles: ['superadmin', 'admin', 'operador', 'cliente'],
    audiences: ['backoffice', 'ai'],
  },
  resumir_certidao: {
    roles: ['superadmin', 'admin', 'operador', 'cliente'],
    audiences: ['backoffice', 'ai'],
  },
};

describe('the tool registry', () => {
  it('declares every tool name once, with a JSON Schema object input', () => {
    expect(aiTools.map((tool) => tool.name)).toEqual([...aiToolNames]);
    for (const tool of aiTools) expect(toolSpec(tool).inputSchema).toMatchObject({ type: 'object' });
  });

  it.each(aiToolNames)('%s: the authorization table (roles × audiences)', (name) => {
    const tool = aiTools.find((t) => t.name === name)!;
    for (const role of ['superadmin', 'admin', 'operador', 'cliente'] as const) {
      for (const audience of ['backoffice', 'ai', 'widget'] as const) {
        const expected = table[name]!.roles.includes(role) && table[name]!.audiences.includes(audience);
        expect(mayCall(tool, auth(role, audience)), `${role} via ${audience}`).toBe(expected);
      }
    }
  });

  it('offers only the tools the assistant enables and the user may call', () => {
    const enabled = ['buscar_faturas', 'buscar_base_de_conhecimento', 'desconhecida'];
    expect(toolsFor(enabled, auth('cliente')).map((t) => t.name)).toEqual([
      'buscar_base_de_conhecimento',
      'buscar_faturas',
    ]);
    expect(toolsFor(enabled, auth('cliente', 'widget')).map((t) => t.name)).toEqual([
      'buscar_base_de_conhecimento',
    ]);
  });
});
