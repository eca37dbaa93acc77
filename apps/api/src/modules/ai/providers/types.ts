import type { DocumentFormat, ImageFormat } from '@siao/shared';

/**
 * One message part as every provider sees it. Attachments carry their bytes AND, when the
 * provider cannot read the format natively, their extracted text (filled by documents/).
 */
export type ProviderPart =
  | { type: 'text'; text: string }
  | {
      type: 'document';
      format: DocumentFormat;
      name: string;
      data: Uint8Array;
      /** extracted text (always present for formats a provider cannot take natively) */
      text?: string;
      /** window_context assistants: what the user says this file is */
      description?: string;
      /** extraction notes in pt-BR (OCR used, approximate text…) */
      notes?: string[];
    }
  | {
      type: 'image';
      format: ImageFormat;
      name: string;
      data: Uint8Array;
      text?: string;
      notes?: string[];
      description?: string;
    };

export interface ProviderMessage {
  role: 'user' | 'assistant';
  parts: ProviderPart[];
}

export interface StreamRequest {
  system: string;
  messages: ProviderMessage[];
  model: string;
  temperature?: number;
  maxOutputTokens?: number;
  /** 'tool' assistants expect an HTML document for the editor; 'chat' a conversational reply */
  mode: 'chat' | 'tool';
  /** the tenant, so the local engine searches only what this client may read */
  clientId?: string | null;
  /** aborting it closes the upstream HTTP request at once */
  signal: AbortSignal;
  /** logged with every provider error */
  requestId: string;
}

/** Token counts; `estimated` while the upstream has not reported exact numbers (e.g. after an abort). */
export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  estimated: boolean;
}

export interface ProviderStream {
  /** text deltas in order; throws ProviderError on upstream failure, AbortError-like on abort */
  deltas: AsyncIterable<string>;
  /** readable at any time, including after an abort or an error */
  usage(): TokenUsage;
}

export type ProviderKind = 'anthropic' | 'openai-compatible' | 'local';

export interface ProviderCapabilities {
  /** PDFs go as native document blocks (no text extraction needed) */
  nativePdf: boolean;
  /** images go as native image blocks (no OCR needed) */
  nativeImages: boolean;
}

export interface LlmProvider {
  readonly kind: ProviderKind;
  readonly capabilities: ProviderCapabilities;
  stream(request: StreamRequest): ProviderStream;
  /** runs the stream code once without network at boot, so the first real reply is not slower */
  warmUp?(): Promise<void>;
}

/** An upstream failure, already stripped of anything not fit for a log line. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | undefined,
    readonly retryable: boolean,
    readonly afterFirstToken: boolean,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
