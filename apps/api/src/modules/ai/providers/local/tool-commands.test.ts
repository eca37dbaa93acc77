import { describe, expect, it } from 'vitest';
import type { ProviderToolSpec } from '../types';
import { createLocalProvider } from './local-provider';
import { commandCall, resultsHtml } from './tool-commands';

const spec = (name: string): ProviderToolSpec => ({ name, description: '', inputSchema: { type: 'object' } });
const all = [
  'consultar_cnib',
  'buscar_faturas',
  'situacao_fatura',
  'progresso_treinamentos',
  'resumir_certidao',
].map(spec);

describe('Motor local: tools through explicit commands', () => {
  it('offers the CNIB consultation for a valid CPF in the question, only when the tool is offered', () => {
    expect(commandCall('Pode ver o CPF 529.982.247-25?', all)).toEqual({
      id: 'local_consultar_cnib',
      name: 'consultar_cnib',
      input: '{"documento":"52998224725"}',
    });
    expect(commandCall('CPF 529.982.247-26 (dígito errado)', all)).toBeUndefined();
    expect(commandCall('Pode ver o CPF 529.982.247-25?', [spec('buscar_faturas')])).toBeUndefined();
  });

  it('maps the commands to their tools', () => {
    expect(commandCall('/faturas', all)).toMatchObject({ name: 'buscar_faturas', input: '{}' });
    expect(commandCall('/faturas vencidas', all)).toMatchObject({ input: '{"situacao":"vencida"}' });
    expect(commandCall('/fatura nº 42', all)).toMatchObject({
      name: 'situacao_fatura',
      input: '{"numero":42}',
    });
    expect(commandCall('/treinamentos', all)).toMatchObject({ name: 'progresso_treinamentos' });
    expect(commandCall('/certidao', all)).toMatchObject({ name: 'resumir_certidao', input: '{}' });
    expect(commandCall('/certidão 0B4E2C1A-9D7F-4E3B-8A6C-5F1D2E3A4B5C', all)).toMatchObject({
      input: '{"certidao_id":"0b4e2c1a-9d7f-4e3b-8a6c-5f1d2e3a4b5c"}',
    });
    expect(commandCall('Qual o prazo de averbação?', all)).toBeUndefined();
  });

  it('shows a result as it came, says when a confirmation is awaited, and never hides that it is not a model', () => {
    const html = resultsHtml([
      { id: '1', name: 'situacao_fatura', output: { numero: 42, situacao: 'Em aberto' }, isError: false },
      { id: '2', name: 'consultar_cnib', output: { aguardando_confirmacao: true }, isError: false },
      { id: '3', name: 'buscar_faturas', output: 'Sem permissão <b>', isError: true },
    ]);
    expect(html).toContain('Motor local');
    expect(html).toContain('<strong>situacao</strong>: Em aberto');
    expect(html).toContain('confirme no botão');
    expect(html).toContain('Sem permissão &lt;b&gt;');
  });

  it('streams the offer and reports the call to the tool loop', async () => {
    const provider = createLocalProvider({ search: async () => [] });
    const stream = provider.stream({
      system: '',
      messages: [{ role: 'user', parts: [{ type: 'text', text: '/fatura 7' }] }],
      model: 'x',
      mode: 'chat',
      tools: all,
      signal: new AbortController().signal,
      requestId: 'r',
    });
    let text = '';
    for await (const delta of stream.deltas) text += delta;
    expect(text).toContain('Motor local');
    expect(stream.toolCalls()).toEqual([
      { id: 'local_situacao_fatura', name: 'situacao_fatura', input: '{"numero":7}' },
    ]);
  });
});
