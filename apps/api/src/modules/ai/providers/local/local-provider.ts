import type { LlmProvider, ProviderMessage, ProviderStream, StreamRequest, TokenUsage } from '../types';
import { type AnalysedFile, analysisHtml, escapeHtml, LOCAL_ENGINE_NOTICE } from './analysis-html';
import type { KnowledgeSearch } from './knowledge-search';

function lastUser(messages: ProviderMessage[]): ProviderMessage | undefined {
  return [...messages].reverse().find((message) => message.role === 'user');
}

async function chatAnswer(
  search: KnowledgeSearch,
  request: StreamRequest,
  question: string,
): Promise<string> {
  const intro = `<p>${LOCAL_ENGINE_NOTICE}</p>`;
  if (!question.trim())
    return `${intro}<p>Envie uma pergunta para que eu procure na base de conhecimento.</p>`;
  const hits = await search.search(question, { clientId: request.clientId ?? null, limit: 5 });
  if (hits.length === 0) {
    return `${intro}<p>Não encontrei nada sobre isso nos documentos e termos publicados. Tente outras palavras ou consulte o suporte.</p>`;
  }
  const items = hits
    .map(
      (hit) =>
        `<li><strong>${escapeHtml(hit.title)}</strong> (${hit.source === 'documento' ? 'documento' : 'termo'}):<blockquote>${escapeHtml(hit.excerpt)}</blockquote></li>`,
    )
    .join('');
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
      async function* deltas(): AsyncGenerator<string> {
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
        const html =
          request.mode === 'tool' || files.length > 0
            ? analysisHtml(files, text)
            : await chatAnswer(search, request, text);
        for (const piece of pieces(html)) {
          if (request.signal.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
          yield piece;
        }
      }
      return { deltas: deltas(), usage };
    },
  };
}
