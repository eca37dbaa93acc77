import { aiToolLabels, isAiToolName, isValidCpfOrCnpj, normalizeDocument } from '@siao/shared';
import type { ProviderToolCall, ProviderToolResult, ProviderToolSpec } from '../types';
import { escapeHtml, LOCAL_ENGINE_NOTICE } from './analysis-html';

/**
 * The Motor local has no model to choose a tool: it calls one only on an explicit command, or when
 * the question carries a valid CPF/CNPJ (it offers the CNIB consultation, which the user confirms).
 *   /cnib 529.982.247-25 · /faturas [aberta|vencida|paga|cancelada] · /fatura 123 ·
 *   /treinamentos · /buscar palavras · /certidao [identificador]
 */
const COMMANDS: Record<string, string> = {
  consultar_cnib: '<code>/cnib CPF-ou-CNPJ</code> (ou apenas o CPF/CNPJ na pergunta)',
  buscar_faturas: '<code>/faturas</code> (opcional: aberta, vencida, paga, cancelada)',
  situacao_fatura: '<code>/fatura número</code>',
  progresso_treinamentos: '<code>/treinamentos</code>',
  buscar_base_de_conhecimento: '<code>/buscar palavras</code>',
  resumir_certidao: '<code>/certidao</code> (opcional: o identificador da certidão; sem ele, a mais recente)',
};

/** The commands of the tools offered, for the end of the Motor local's answers (empty: none). */
export function commandsHelp(tools: ProviderToolSpec[]): string {
  const items = tools.flatMap((tool) => (COMMANDS[tool.name] ? [`<li>${COMMANDS[tool.name]}</li>`] : []));
  return items.length
    ? `<p>Sem modelo generativo, as ferramentas deste assistente funcionam por comandos:</p><ul>${items.join('')}</ul>`
    : '';
}

const DOCUMENT = /\b(\d{3}\.?\d{3}\.?\d{3}-?\d{2}|\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2})\b/g;
const STATUSES = ['aberta', 'vencida', 'paga', 'cancelada'];

function documentIn(text: string): string | undefined {
  return [...text.matchAll(DOCUMENT)].map((m) => m[1]!).find(isValidCpfOrCnpj);
}

/** The call the question asks for, when the tool is among those offered; none otherwise. */
export function commandCall(question: string, tools: ProviderToolSpec[]): ProviderToolCall | undefined {
  const offered = new Set(tools.map((tool) => tool.name));
  const text = question.trim();
  const [command = '', ...rest] = text.split(/\s+/);
  const argument = rest.join(' ');
  const call = (name: string, input: object) =>
    offered.has(name) ? { id: `local_${name}`, name, input: JSON.stringify(input) } : undefined;
  switch (command.toLowerCase()) {
    case '/faturas': {
      const situacao = STATUSES.find((s) => argument.toLowerCase().includes(s));
      return call('buscar_faturas', situacao ? { situacao } : {});
    }
    case '/fatura':
      return call('situacao_fatura', { numero: Number(argument.replace(/\D/g, '')) });
    case '/treinamentos':
      return call('progresso_treinamentos', {});
    case '/cnib': {
      const documento = documentIn(argument);
      return documento ? call('consultar_cnib', { documento: normalizeDocument(documento) }) : undefined;
    }
    case '/certidao':
    case '/certidão': {
      const id = argument.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i)?.[0];
      return call('resumir_certidao', id ? { certidao_id: id.toLowerCase() } : {});
    }
    case '/buscar':
      return call('buscar_base_de_conhecimento', { consulta: argument });
    default: {
      const documento = documentIn(text);
      return documento ? call('consultar_cnib', { documento: normalizeDocument(documento) }) : undefined;
    }
  }
}

function valueHtml(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    if (!value.length) return 'nenhum';
    return `<ul>${value.map((item) => `<li>${valueHtml(item)}</li>`).join('')}</ul>`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return `<ul>${entries
      .map(([key, v]) => `<li><strong>${escapeHtml(key.replaceAll('_', ' '))}</strong>: ${valueHtml(v)}</li>`)
      .join('')}</ul>`;
  }
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  return escapeHtml(String(value));
}

/** The Motor local's answer after a tool ran: its data as it came, without interpretation. */
export function resultsHtml(results: ProviderToolResult[]): string {
  const parts = results.map((result) => {
    const name = isAiToolName(result.name) ? aiToolLabels[result.name].name : result.name;
    if (result.isError)
      return `<p><strong>${escapeHtml(name)}</strong>: ${escapeHtml(String(result.output))}</p>`;
    const output = result.output as { aguardando_confirmacao?: boolean } | null;
    if (output?.aguardando_confirmacao) {
      return `<p><strong>${escapeHtml(name)}</strong>: confirme no botão acima para que a consulta seja feita (ela é registrada e conta no uso do serviço).</p>`;
    }
    return `<p><strong>${escapeHtml(name)}</strong>:</p>${valueHtml(result.output)}`;
  });
  return `<p>${LOCAL_ENGINE_NOTICE}</p>${parts.join('')}`;
}
