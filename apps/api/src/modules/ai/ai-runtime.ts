import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { extractTextSafely, ocrEnabled, workerOcr } from '../../lib/files/safe-files';
import { createKnowledgeSearch } from '../knowledge/service';
import type { TextExtractor } from './documents/extract-text';
import type { OcrEngine } from './documents/ocr-engine';
import { createExportService, type ExportService } from './export/service';
import type { ProviderLogger } from './providers/ai-sdk-stream';
import { createAnthropicProvider } from './providers/anthropic-provider';
import type { KnowledgeSearch } from './providers/local/knowledge-search';
import { createLocalProvider } from './providers/local/local-provider';
import { createOpenAiCompatibleProvider } from './providers/openai-compatible-provider';
import type { LlmProvider, ProviderKind } from './providers/types';
import type { AssistantToolbox } from './tools/types';

/** Links to knowledge-base sources in the Motor local's answers stay valid for a reading session. */
const SOURCE_LINK_TTL_SECONDS = 60 * 60;

export type AssistantProvider = 'auto' | ProviderKind;

/** What the AI routes share, built once per app: providers, extraction, export. */
export interface AiRuntime {
  provider(choice: AssistantProvider): LlmProvider;
  extractText: TextExtractor;
  /** the knowledge base as the Motor local and the assistants' search tool read it */
  knowledge: KnowledgeSearch;
  /** the assistants' tools (assistant-tools module) */
  toolbox: AssistantToolbox;
  exporter: ExportService;
  ocr: OcrEngine | null;
  close(): Promise<void>;
}

/** The remote providers the configuration names (null when not configured): SiãoGPT's and OCR de certidões'. */
export function createRemoteProviders(
  config: AppDeps['config'],
  log: ProviderLogger,
): { anthropic: LlmProvider | null; openai: LlmProvider | null } {
  const retry = { maxRetries: config.AI_MAX_RETRIES, baseDelayMs: 500, maxDelayMs: 8_000 };
  const anthropic = config.ANTHROPIC_API_KEY
    ? createAnthropicProvider({
        apiKey: config.ANTHROPIC_API_KEY,
        baseURL: config.ANTHROPIC_BASE_URL,
        timeoutMs: config.AI_REQUEST_TIMEOUT_MS,
        retry,
        log,
      })
    : null;
  const openai = config.OPENAI_COMPAT_BASE_URL
    ? createOpenAiCompatibleProvider({
        baseURL: config.OPENAI_COMPAT_BASE_URL,
        apiKey: config.OPENAI_COMPAT_API_KEY,
        defaultModel: config.OPENAI_COMPAT_MODEL,
        timeoutMs: config.AI_REQUEST_TIMEOUT_MS,
        retry,
        log,
      })
    : null;
  return { anthropic, openai };
}

export async function createAiRuntime(
  deps: AppDeps,
  log: FastifyBaseLogger,
  toolbox: AssistantToolbox,
): Promise<AiRuntime> {
  const { config } = deps;
  const providerLog = log.child({ module: 'ai-provider' });
  const { anthropic, openai } = createRemoteProviders(config, providerLog);
  // the knowledge module's search folds accents and plurals exactly as its stored search_text
  const sourceLink = (file: { key: string; name: string; contentType: string }) =>
    `${config.PUBLIC_URL}/api/files/${deps.files.sign(file, SOURCE_LINK_TTL_SECONDS)}`;
  const knowledge = createKnowledgeSearch(deps.db, sourceLink);
  const local = createLocalProvider(knowledge);
  // parsing and OCR run in the file workers of lib/files (issue 11): a hostile file can end a
  // worker, never the process. OCR stays off in tests unless OCR_ENABLED (tesseract costs seconds)
  const ocr = ocrEnabled() ? workerOcr : null;
  // a failed warm-up only costs the first reply its speed
  await Promise.all(
    [anthropic, openai].map((provider) =>
      provider?.warmUp?.().catch((err: unknown) => providerLog.warn({ err }, 'Provider warm-up failed')),
    ),
  );
  const exporter = createExportService({ chromiumPath: config.CHROMIUM_PATH, log });
  return {
    provider(choice) {
      if (choice === 'anthropic') return anthropic ?? openai ?? local;
      if (choice === 'openai-compatible') return openai ?? anthropic ?? local;
      if (choice === 'local') return local;
      return anthropic ?? openai ?? local;
    },
    extractText: (file, bytes) => extractTextSafely(file, bytes, { ocr: Boolean(ocr) }),
    knowledge,
    toolbox,
    exporter,
    ocr,
    async close() {
      await exporter.close();
    },
  };
}
