import { describe, expect, it } from 'vitest';
import { collect } from '../../../../../test/helpers/provider-stream';
import type { StreamRequest } from '../types';
import { findEntities } from './entities';
import type { KnowledgeSearch } from './knowledge-search';
import { bestPassage } from './knowledge-search';
import { createLocalProvider, NOTHING_FOUND } from './local-provider';
import { summarize } from './summary';

const certidao = `REPÚBLICA FEDERATIVA DO BRASIL
REGISTRO CIVIL DAS PESSOAS NATURAIS
CERTIDÃO DE ÓBITO
Nome: MARIA APARECIDA DOS SANTOS
CPF: 529.982.247-25
Matrícula: 203213 01 55 2019 4 03108 343 1021163 86
Data do falecimento: 12 de março de 2019, em São Paulo.
Declarante: José Carlos Pereira. Causa da morte: insuficiência cardíaca.
Sepultamento no Cemitério da Consolação. Emolumentos: R$ 1.234,56.
CNPJ do cartório: 12.ABC.345/01DE-35. Número aleatório 123.456.789-00 e 11.111.111/1111-11.
Registrado em 15/03/2019.`;

const request = (overrides: Partial<StreamRequest>): StreamRequest => ({
  system: '',
  messages: [],
  model: 'local',
  mode: 'tool',
  signal: new AbortController().signal,
  requestId: 'r1',
  ...overrides,
});

describe('Motor local: entities', () => {
  it('keeps only CPF/CNPJ/matrícula numbers with valid check digits', () => {
    const entities = findEntities(certidao);
    expect(entities.cpfs).toEqual(['529.982.247-25']);
    expect(entities.cnpjs).toEqual(['12.ABC.345/01DE-35']);
    expect(entities.matriculas).toEqual([
      { text: '20321301552019403108343102116386', label: expect.stringContaining('Óbito') },
    ]);
  });

  it('finds names, dates and money values', () => {
    const entities = findEntities(certidao);
    expect(entities.names).toContain('Maria Aparecida dos Santos');
    expect(entities.names).toContain('José Carlos Pereira');
    expect(entities.names.join()).not.toMatch(/República|Registro Civil/);
    expect(entities.dates).toEqual(expect.arrayContaining(['12 de março de 2019', '15/03/2019']));
    expect(entities.money).toEqual(['R$ 1.234,56']);
  });
});

describe('Motor local: summary and search helpers', () => {
  it('picks the central sentences, in reading order', () => {
    const text = [
      'O registro de imóveis garante a publicidade da propriedade imobiliária.',
      'O gato dormiu no sofá durante toda a tarde de domingo.',
      'A matrícula do imóvel reúne todos os registros e averbações da propriedade.',
      'Cada registro na matrícula do imóvel altera a situação jurídica da propriedade.',
      'Choveu bastante na cidade ontem à noite, segundo a previsão.',
      'As averbações na matrícula do imóvel informam mudanças na propriedade registrada.',
    ].join(' ');
    const summary = summarize(text, 3);
    expect(summary).toHaveLength(3);
    expect(summary.join(' ')).not.toContain('gato');
    expect(text.indexOf(summary[0]!)).toBeLessThan(text.indexOf(summary[1]!));
  });

  it('quotes the passage that best matches the question', () => {
    const passage = bestPassage(
      'Introdução geral ao documento.\nO prazo para averbação é de 30 dias úteis.',
      'prazo averbação',
    );
    expect(passage).toBe('O prazo para averbação é de 30 dias úteis.');
  });
});

describe('Motor local provider', () => {
  const search: KnowledgeSearch = {
    async search(query, options) {
      if (!/averba/i.test(query)) return [];
      return [
        {
          source: 'documento',
          id: 'd1',
          title: `Manual (${options.clientId})`,
          excerpt: 'O prazo é de 30 dias.',
        },
      ];
    },
  };

  it('analyses uploaded files as HTML and says it is not generative', async () => {
    const provider = createLocalProvider(search);
    const stream = provider.stream(
      request({
        messages: [
          {
            role: 'user',
            parts: [
              { type: 'text', text: 'Realize a análise do arquivo enviado.' },
              {
                type: 'document',
                format: 'pdf',
                name: 'Certidao_obito-3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7b',
                data: new Uint8Array(),
                text: certidao,
                notes: ['Texto obtido por OCR.'],
              },
            ],
          },
        ],
      }),
    );
    const { chunks } = await collect(stream);
    const html = chunks.join('');
    expect(html).toContain('Motor local');
    expect(html).toContain('sem modelo generativo');
    expect(html).toContain('Certidão de óbito');
    // the heading names the file as the user knows it, without the upload's UUID
    expect(html).toContain('<h2>Certidao_obito</h2>');
    expect(html).toContain('529.982.247-25');
    expect(html).toContain('Texto obtido por OCR.');
    expect(stream.usage()).toEqual({ inputTokens: 0, outputTokens: 0, estimated: false });
  });

  it('answers chat questions from the knowledge base, quoting the source, for the caller’s client', async () => {
    const provider = createLocalProvider(search);
    const ask = (text: string) =>
      collect(
        provider.stream(
          request({
            mode: 'chat',
            clientId: 'c-1',
            messages: [{ role: 'user', parts: [{ type: 'text', text }] }],
          }),
        ),
      );
    const found = (await ask('Qual o prazo de averbação?')).chunks.join('');
    expect(found).toContain('Manual (c-1)');
    expect(found).toContain('O prazo é de 30 dias.');
    const missing = (await ask('Receita de bolo')).chunks.join('');
    // said first and plainly, with no passage, and still labelled as the Motor local
    expect(missing.startsWith(NOTHING_FOUND)).toBe(true);
    expect(missing).not.toContain('Encontrei estes trechos');
    expect(missing).not.toContain('<blockquote>');
    expect(missing).toContain('Motor local');
  });

  it('shows table passages as tables, each source once, linked to its file', async () => {
    const table = '| ato | valor |\n| --- | --- |\n| escritura de compra e venda | 100 |';
    const hit = {
      source: 'documento' as const,
      id: 'd2',
      title: 'Tabela',
      excerpt: table,
      url: 'https://x/f',
    };
    const provider = createLocalProvider({ search: async () => [hit, { ...hit }] });
    const html = (
      await collect(
        provider.stream(
          request({ mode: 'chat', messages: [{ role: 'user', parts: [{ type: 'text', text: 'valor' }] }] }),
        ),
      )
    ).chunks.join('');
    expect(html).toContain('<th>ato</th><th>valor</th>');
    expect(html).toContain('<td>escritura de compra e venda</td><td>100</td>');
    expect(html).not.toContain('| ato |');
    expect(html.match(/<li>/g)).toHaveLength(1);
    expect(html).toContain('<a href="https://x/f" target="_blank" rel="noopener">Tabela</a>');
  });
});
