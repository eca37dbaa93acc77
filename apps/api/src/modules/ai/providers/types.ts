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

/** A tool the model may call: its name, what it does (pt-BR) and its input as JSON Schema. */
export interface ProviderToolSpec {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** A call the model asked for; `input` is the JSON text the model wrote (validated by the caller). */
export interface ProviderToolCall {
  id: string;
  name: string;
  input: string;
}

/** What a call returned, for the next request to the model (`isError`: Anthropic's is_error). */
export interface ProviderToolResult {
  id: string;
  name: string;
  output: unknown;
  isError: boolean;
}

/**
 * A turn. An assistant turn may end in tool calls; the turn after it (role `tool`) carries their
 * results and no parts.
 */
export interface ProviderMessage {
  role: 'user' | 'assistant' | 'tool';
  parts: ProviderPart[];
  toolCalls?: ProviderToolCall[];
  toolResults?: ProviderToolResult[];
}

export interface StreamRequest {
  system: string;
  messages: ProviderMessage[];
  model: string;
  temperature?: number;
  maxOutputTokens?: number;
  /** 'tool' assistants expect an HTML document for the editor; 'chat' a conversational reply */
  mode: 'chat' | 'tool';
  /** tools the model may call in this request (none: a plain text answer) */
  tools?: ProviderToolSpec[];
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
  /** the tools the model called in this reply, complete once `deltas` has ended */
  toolCalls(): ProviderToolCall[];
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
