import type { Config } from '../../../config';
import { createRemoteProviders } from '../../ai';
import type { LlmComplete } from './refine';

/** An answer longer than this is not a JSON of certidão fields: stop reading. */
const MAX_ANSWER_CHARS = 60_000;
// a failed refinement is ignored (the rule-based fields stay), so the provider's own error lines are not needed
const quiet = { warn() {}, error() {} };

/**
 * The LLM the certidões refinement asks, or null: off unless `OCR_LLM_REFINE` and a remote provider
 * (Anthropic or OpenAI-compatible, the ones SiãoGPT uses) is configured. The rule-based extractor never needs it.
 */
export function createCertidaoRefiner(config: Config): LlmComplete | null {
  if (!config.OCR_LLM_REFINE) return null;
  const { anthropic, openai } = createRemoteProviders(config, quiet);
  const provider = anthropic ?? openai;
  if (!provider) return null;
  const model = anthropic ? config.ANTHROPIC_MODEL : config.OPENAI_COMPAT_MODEL;
  return async ({ system, user, signal }) => {
    const stream = provider.stream({
      system,
      messages: [{ role: 'user', parts: [{ type: 'text', text: user }] }],
      model,
      temperature: 0,
      maxOutputTokens: 4000,
      mode: 'chat',
      signal,
      requestId: 'ocr-certidao-refine',
    });
    let answer = '';
    for await (const delta of stream.deltas) {
      answer += delta;
      if (answer.length > MAX_ANSWER_CHARS) break;
    }
    return answer;
  };
}
