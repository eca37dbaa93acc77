import type {
  LlmProvider,
  ProviderMessage,
  ProviderStream,
  ProviderToolCall,
  StreamRequest,
  TokenUsage,
} from '../types';
import { type AnalysedFile, analysisHtml, escapeHtml, LOCAL_ENGINE_NOTICE } from './analysis-html';
import type { KnowledgeHit, KnowledgeSearch } from './knowledge-search';
import { commandCall, commandsHelp, resultsHtml } from './tool-commands';

function lastUser(messages: ProviderMessage[]): ProviderMessage | undefined {
  return [...messages].reverse().find((message) => message.role === 'user');
}

/** Markdown table rows → an HTML table; any other passage → a quotation. */
function excerptHtml(excerpt: string): string {
  const lines = excerpt.split('\n').filter((line) => line.startsWith('|'));
  if (lines.length < 2) return `<blockquote>${escapeHtml(excerpt)}</blockquote>`;
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => `${escapeHtml(cell.trim().replace(/\\\|/g, '|'))}`);
  const [header, , ...rows] = lines;
  const head = cells(header!)
    .map((c) => `<th>${c}</th>`)
    .join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${cells(row)
          .map((c) => `<td>${c}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function sourceHtml(hit: KnowledgeHit): string {
  const title = escapeHtml(hit.title);
  const name = hit.url
    ? `<a href="${escapeHtml(hit.url)}" target="_blank" rel="noopener">${title}</a>`
    : title;
  return `<li><strong>${name}</strong> (${hit.source}):${excerptHtml(hit.excerpt)}</li>`;
}

/** The Motor local's whole answer when the knowledge base has no match. */
export const NOTHING_FOUND =
  '<p><strong>Não encontrei nada sobre isso na base de conhecimento.</strong> Procurei nos documentos e ' +
  'termos publicados e nenhum trecho corresponde à pergunta, então não tenho uma resposta para dar. ' +
  'Tente outras palavras ou fale com o suporte.</p>';

async function chatAnswer(
  search: KnowledgeSearch,
  request: StreamRequest,
  question: string,
): Promise<string> {
  const intro = `<p>${LOCAL_ENGINE_NOTICE}</p>`;
  if (!question.trim())
    return `${intro}<p>Envie uma pergunta para que eu procure na base de conhecimento.</p>`;
  const hits = await search.search(question, { clientId: request.clientId ?? null, limit: 5 });
  // nothing found is said first and plainly, with no passage that only looks like an answer
  if (hits.length === 0) return `${NOTHING_FOUND}${intro}`;
  // one entry per source, even when a source matched more than once
  const unique = hits.filter(
    (hit, i) =>
      hits.findIndex((h) => h.source === hit.source && (h.id === hit.id || h.title === hit.title)) === i,
  );
  const items = unique.map(sourceHtml).join('');
  return `${intro}<p>Encontrei estes trechos na base de conhecimento:</p><ol>${items}</ol>`;
}

/** Slices the answer so the client sees it arrive like any other stream. */
function* pieces(html: string, size = 400): Generator<string> {
  for (let i = 0; i < html.length; i += size) yield html.slice(i, i + size);
}

/**
 * "Motor local": the offline engine used when no provider key is configured. Honest by design —
 * every answer says it is not a generative model. Tool assistants get an extractive analysis of
 * the files; chat assistants get passages of the knowledge base. It costs no tokens.
 */
export function createLocalProvider(search: KnowledgeSearch): LlmProvider {
  return {
    kind: 'local',
    capabilities: { nativePdf: false, nativeImages: false },
    stream(request: StreamRequest): ProviderStream {
      const usage = (): TokenUsage => ({ inputTokens: 0, outputTokens: 0, estimated: false });
      const calls: ProviderToolCall[] = [];
      async function* deltas(): AsyncGenerator<string> {
        const latest = request.messages.at(-1);
        if (latest?.role === 'tool') {
          yield* pieces(resultsHtml(latest.toolResults ?? []));
          return;
        }
        const message = lastUser(request.messages);
        const text = message?.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('\n') ?? '';
        const files: AnalysedFile[] = (message?.parts ?? []).flatMap((part) =>
          part.type === 'text'
            ? []
            : [
                {
                  name: part.name,
                  format: part.format,
                  description: part.description,
                  text: part.text ?? '',
                  notes: part.notes ?? [],
                },
              ],
        );
        const call = files.length === 0 ? commandCall(text, request.tools ?? []) : undefined;
        if (call) {
          calls.push(call);
          const offer =
            call.name === 'consultar_cnib'
              ? 'Encontrei um CPF/CNPJ na sua mensagem e ofereço a consulta à CNIB.'
              : 'Executando o comando pedido.';
          yield `<p>${LOCAL_ENGINE_NOTICE}</p><p>${offer}</p>`;
          return;
        }
        const html =
          request.mode === 'tool' || files.length > 0
            ? analysisHtml(files, text)
            : await chatAnswer(search, request, text);
        const help = request.mode === 'chat' && files.length === 0 ? commandsHelp(request.tools ?? []) : '';
        for (const piece of pieces(html + help)) {
          if (request.signal.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
          yield piece;
        }
      }
      return { deltas: deltas(), usage, toolCalls: () => calls };
    },
  };
}
