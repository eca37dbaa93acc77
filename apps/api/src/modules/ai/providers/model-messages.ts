import type {
  JSONValue,
  LanguageModelV4FilePart,
  LanguageModelV4Prompt,
  LanguageModelV4TextPart,
  LanguageModelV4ToolCallPart,
} from '@ai-sdk/provider';
import type { ProviderCapabilities, ProviderMessage, ProviderPart } from './types';

const imageMediaTypes = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' } as const;

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A file the model reads as text: wrapped so its name and description travel with it. */
function documentAsText(part: Exclude<ProviderPart, { type: 'text' }>): string {
  const description = part.description ? ` descricao="${escapeAttribute(part.description)}"` : '';
  const body = part.text?.trim() || '(não foi possível extrair texto deste arquivo)';
  const tag = part.type === 'document' ? 'documento' : 'imagem';
  return `<${tag} nome="${escapeAttribute(part.name)}" formato="${part.format}"${description}>\n${body}\n</${tag}>`;
}

type TextPart = LanguageModelV4TextPart;

/** The model's JSON input as an object again (a malformed one travels as an empty object). */
function parseToolInput(input: string): unknown {
  try {
    return input.trim() ? JSON.parse(input) : {};
  } catch {
    return {};
  }
}
type UserPart = TextPart | LanguageModelV4FilePart;

function userPart(part: ProviderPart, capabilities: ProviderCapabilities): UserPart[] {
  if (part.type === 'text') return [{ type: 'text', text: part.text }];
  if (part.type === 'document' && part.format === 'pdf' && capabilities.nativePdf) {
    const label: TextPart[] = part.description
      ? [{ type: 'text', text: `Arquivo "${part.name}": ${part.description}` }]
      : [];
    return [
      ...label,
      {
        type: 'file',
        data: { type: 'data', data: part.data },
        mediaType: 'application/pdf',
        filename: part.name,
      },
    ];
  }
  if (part.type === 'image' && capabilities.nativeImages) {
    const label: TextPart[] = part.description
      ? [{ type: 'text', text: `Imagem "${part.name}": ${part.description}` }]
      : [];
    return [
      ...label,
      { type: 'file', data: { type: 'data', data: part.data }, mediaType: imageMediaTypes[part.format] },
    ];
  }
  return [{ type: 'text', text: documentAsText(part) }];
}

/**
 * Our messages → the provider-level prompt of the AI SDK (what `streamText` would build, without
 * its per-call validation): native PDF/image blocks where the provider takes them, text otherwise.
 */
export function toPrompt(
  system: string,
  messages: ProviderMessage[],
  capabilities: ProviderCapabilities,
): LanguageModelV4Prompt {
  const turns = messages.map((message): LanguageModelV4Prompt[number] => {
    if (message.role === 'tool') {
      return {
        role: 'tool',
        content: (message.toolResults ?? []).map((result) => ({
          type: 'tool-result',
          toolCallId: result.id,
          toolName: result.name,
          output: result.isError
            ? { type: 'error-text', value: String(result.output) }
            : { type: 'json', value: result.output as JSONValue },
        })),
      };
    }
    if (message.role === 'assistant') {
      const text = message.parts
        .map((part) => (part.type === 'text' ? part.text : documentAsText(part)))
        .join('\n');
      const calls = (message.toolCalls ?? []).map(
        (call): LanguageModelV4ToolCallPart => ({
          type: 'tool-call',
          toolCallId: call.id,
          toolName: call.name,
          input: parseToolInput(call.input),
        }),
      );
      const textParts: TextPart[] = text || !calls.length ? [{ type: 'text', text }] : [];
      return { role: 'assistant', content: [...textParts, ...calls] };
    }
    return { role: 'user', content: message.parts.flatMap((part) => userPart(part, capabilities)) };
  });
  return system ? [{ role: 'system', content: system }, ...turns] : turns;
}
