import type { ProviderMessage, TokenUsage } from './types';

/** Rough tokens for text before the upstream reports exact counts (≈4 characters a token). */
function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function estimateMessages(system: string, messages: ProviderMessage[]): number {
  let total = estimateTokens(system);
  for (const message of messages) {
    for (const part of message.parts) {
      if (part.type === 'text') total += estimateTokens(part.text);
      else if (part.text !== undefined) total += estimateTokens(part.text);
      // a native PDF/image without extracted text: Claude bills roughly a token per 100 bytes of it
      else total += Math.ceil(part.data.byteLength / 100);
    }
    for (const call of message.toolCalls ?? []) total += estimateTokens(call.name + call.input);
    for (const result of message.toolResults ?? []) total += estimateTokens(JSON.stringify(result.output));
  }
  return total;
}

/**
 * Counts usage so that it survives an abort: input is estimated at start and replaced by the
 * upstream's exact number as soon as it arrives (Anthropic sends it first, in message_start);
 * output grows with every delta and is replaced by the exact count when the upstream reports it.
 */
export class UsageMeter {
  private input: number;
  private output = 0;
  private exactInput = false;
  private exactOutput = false;
  private streamedChars = 0;

  constructor(system: string, messages: ProviderMessage[]) {
    this.input = estimateMessages(system, messages);
  }

  addOutputText(text: string): void {
    this.streamedChars += text.length;
    if (!this.exactOutput) this.output = Math.ceil(this.streamedChars / 4);
  }

  setInput(tokens: number | undefined): void {
    if (typeof tokens === 'number' && Number.isFinite(tokens) && tokens >= 0) {
      this.input = tokens;
      this.exactInput = true;
    }
  }

  setOutput(tokens: number | undefined): void {
    // a partial count sent mid-stream may lag behind what we already streamed
    if (typeof tokens === 'number' && Number.isFinite(tokens) && tokens >= 0) {
      this.output = tokens;
      this.exactOutput = true;
    }
  }

  /** Reads the usage fields of a raw upstream chunk (Anthropic events or OpenAI chunks). */
  observeRaw(raw: unknown): void {
    if (!isRecord(raw)) return;
    if (raw.type === 'message_start' && isRecord(raw.message) && isRecord(raw.message.usage)) {
      const usage = raw.message.usage;
      this.setInput(
        sumNumbers(usage.input_tokens, usage.cache_creation_input_tokens, usage.cache_read_input_tokens),
      );
    } else if (raw.type === 'message_delta' && isRecord(raw.usage)) {
      this.setOutput(num(raw.usage.output_tokens));
    } else if (isRecord(raw.usage)) {
      this.setInput(num(raw.usage.prompt_tokens));
      this.setOutput(num(raw.usage.completion_tokens));
    }
  }

  snapshot(): TokenUsage {
    return {
      inputTokens: this.input,
      outputTokens: this.output,
      estimated: !(this.exactInput && this.exactOutput),
    };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function sumNumbers(...values: unknown[]): number | undefined {
  const numbers = values.filter((v): v is number => typeof v === 'number');
  return numbers.length ? numbers.reduce((a, b) => a + b, 0) : undefined;
}
