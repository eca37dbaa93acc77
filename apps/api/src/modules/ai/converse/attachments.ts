import { randomUUID } from 'node:crypto';
import type { ConverseMessage } from '@siao/shared';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../lib/errors';
import { detectFileType } from '../../../lib/files/detect-type';
import { assertImageHeaderSafe, fileError } from '../../../lib/files/safe-files';
import type { AiRuntime } from '../ai-runtime';
import { assertWithinLimit, maxBase64Length } from '../documents/limits';
import type { ProviderCapabilities, ProviderMessage, ProviderPart } from '../providers/types';
import type { StoredPart } from '../threads/repository';

interface Prepared {
  messages: ProviderMessage[];
  /** the last user message as it is persisted (attachments in storage) */
  toStore: StoredPart[];
}

function decodeBase64(value: string, multiFile: boolean): Buffer {
  const data = value.replace(/^data:[^,]*,/, '');
  if (data.length > maxBase64Length(multiFile)) {
    throw new AppError('FILE_TOO_LARGE', { params: { size: multiFile ? '35' : '10' } });
  }
  return Buffer.from(data, 'base64');
}

/** The widget sends the original name; keep it readable but safe for a header. */
const safeName = (name: string) => name.replace(/[\\/\r\n"]/g, '_').slice(0, 200);

/**
 * Decodes every attachment, checks its type by content and its size, extracts text where the
 * provider cannot read the format natively, and stores the last user message's files.
 */
export async function prepareMessages(
  deps: AppDeps,
  runtime: AiRuntime,
  input: {
    threadId: string;
    messages: ConverseMessage[];
    capabilities: ProviderCapabilities;
    multiFile: boolean;
    /** false when the last message is already saved (regenerate): its files are not stored again */
    storeLast?: boolean;
  },
): Promise<Prepared> {
  const lastIndex = input.messages.length - 1;
  const toStore: StoredPart[] = [];
  const messages: ProviderMessage[] = [];
  for (const [index, message] of input.messages.entries()) {
    const parts: ProviderPart[] = [];
    for (const part of message.content) {
      if ('text' in part) {
        parts.push({ type: 'text', text: part.text });
        if (index === lastIndex) toStore.push({ text: part.text });
        continue;
      }
      const isDocument = 'document_base64' in part;
      const name = safeName(isDocument ? part.document_name : part.image_name);
      const bytes = decodeBase64(isDocument ? part.document_base64 : part.image_base64, input.multiFile);
      const detected = await detectFileType(bytes, isDocument ? part.document_format : part.image_format);
      if (!detected) throw new AppError('UNSUPPORTED_FILE_TYPE');
      assertWithinLimit(detected, bytes.length, input.multiFile);
      // pixel bombs are refused before anything decodes them (tesseract here, or the provider)
      try {
        assertImageHeaderSafe(bytes);
      } catch (error) {
        throw fileError(error, name);
      }
      const native =
        (detected.kind === 'document' && detected.format === 'pdf' && input.capabilities.nativePdf) ||
        (detected.kind === 'image' && input.capabilities.nativeImages);
      let text: string | undefined;
      let notes: string[] | undefined;
      if (!native) {
        try {
          const extracted = await runtime.extractText(detected, bytes);
          text = extracted.text;
          notes = extracted.notes;
        } catch (error) {
          throw fileError(error, name);
        }
      }
      const description =
        (isDocument ? part.document_description : part.image_description)?.trim() || undefined;
      if (detected.kind === 'document') {
        parts.push({
          type: 'document',
          format: detected.format,
          name,
          data: bytes,
          text,
          notes,
          description,
        });
      } else {
        parts.push({ type: 'image', format: detected.format, name, data: bytes, text, notes, description });
      }
      if (index === lastIndex && input.storeLast !== false) {
        const key = `threads/${input.threadId}/${randomUUID()}`;
        await deps.storage.put(key, bytes);
        toStore.push(
          detected.kind === 'document'
            ? {
                document_format: detected.format,
                document_name: name,
                file_key: key,
                content_type: detected.mime,
                ...(description ? { document_description: description } : {}),
              }
            : {
                image_format: detected.format,
                image_name: name,
                file_key: key,
                content_type: detected.mime,
                ...(description ? { image_description: description } : {}),
              },
        );
      }
    }
    messages.push({ role: message.role, parts });
  }
  return { messages, toStore };
}

/** Spec §5 multi-file rules, on the server too (the client's checks can be bypassed). */
export function assertMultiFileRules(message: ConverseMessage): void {
  const files = message.content.filter((part) => 'document_base64' in part || 'image_base64' in part);
  if (!files.length) return;
  for (const file of files) {
    const description =
      ('document_base64' in file ? file.document_description : file.image_description) ?? '';
    if (!description.trim()) throw new AppError('FILE_DESCRIPTION_REQUIRED');
    if (description.length > 255) throw new AppError('FILE_DESCRIPTION_TOO_LONG');
  }
  const instruction = message.content
    .map((part) => ('text' in part ? part.text : ''))
    .join('')
    .trim();
  if (!instruction) throw new AppError('INSTRUCTION_REQUIRED');
}
