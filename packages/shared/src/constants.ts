/**
 * Business constants of spec §9, in one place for the API, the back-office, chat-ui and the widget.
 * This file imports nothing, so the widget and chat-ui load `@siao/shared/constants` without pulling
 * zod (~90 KB gzipped) in; ./schemas/ai builds its schemas from these values.
 */

/** The API root is `{host}/api/`. */
export const API_BASE_PATH = '/api/';

/** Browser storage keys of the back-office session (spec §3). */
export const STORAGE_KEYS = { token: 'token', gptToken: 'gpt_token' } as const;

/** Spec §9: messages per history page, and the most recent messages sent to the model. */
export const MESSAGE_PAGE_SIZE = 30;
export const MAX_MESSAGES_TO_MODEL = 9;

/** Stream markers of converse-stream (spec §7). */
export const STREAM_DONE = '[DONE]';
export const STREAM_PING = '[PING]';
export const STREAM_ERROR = '[ERRO INTERNO]';

/** Spec §3: model options; the list is hard-coded to one Claude model. */
export interface ModelOption {
  value: string;
  label: string;
  response_streaming_supported: boolean;
}
export const DEFAULT_MODEL = 'claude-sonnet-4-5';
export const modelOptions: ModelOption[] = [
  { value: DEFAULT_MODEL, label: 'Claude Sonnet', response_streaming_supported: true },
];

/** Thread title: first 25 characters of the first message plus an ellipsis. */
const THREAD_TITLE_LENGTH = 25;
const THREAD_TITLE_ELLIPSIS = '...';

/** Spec §5/§9 sizes. "MB" in the spec is 1024 × 1024 bytes: 4.5 MB = 4718592 bytes. */
export const MIB = 1024 * 1024;
export const MAX_FILE_SIZE_MB = 4.5;
export const MAX_FILE_SIZE_BYTES = MAX_FILE_SIZE_MB * MIB;
export const MAX_PDF_SIZE_SINGLE_MB = 10;
export const MAX_PDF_SIZE_SINGLE_BYTES = MAX_PDF_SIZE_SINGLE_MB * MIB;
export const MAX_PDF_SIZE_MULTI_MB = 35;
export const MAX_PDF_SIZE_MULTI_BYTES = MAX_PDF_SIZE_MULTI_MB * MIB;

/** Profile photo: PNG, JPEG or WebP, at most 512 KB (checked by the back-office before upload and by the API). */
export const AVATAR_MAX_KB = 512;
export const AVATAR_MAX_BYTES = AVATAR_MAX_KB * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** SiãoSeg journey cover: JPEG, PNG or WebP, at most 2 MB (pixels checked like every upload). */
const JOURNEY_COVER_MAX_MB = 2;
export const JOURNEY_COVER_MAX_BYTES = JOURNEY_COVER_MAX_MB * MIB;
export const JOURNEY_COVER_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The issuer's logo (Configurações → certificates): PNG or JPEG, at most 1 MB (pixels checked like every upload). */
export const ISSUER_LOGO_MAX_MB = 1;
export const ISSUER_LOGO_MAX_BYTES = ISSUER_LOGO_MAX_MB * MIB;
export const ISSUER_LOGO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

/** Extensions the single-file picker accepts (spec §5). */
export const ACCEPTED_UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpeg', 'jpg', 'gif', 'png'] as const;

/** Multi-file form (window_context assistants). */
export const FILE_DESCRIPTION_MAX_LENGTH = 255;
export const FILES_PER_ROW = 5;

/** Delay before the streamed reply starts, and before the editor frame is filled after it ends. */
export const FIRST_REPLY_DELAY_MS = 1000;
export const EDITOR_FILL_DELAY_MS = 500;

/** reCAPTCHA v3 loader polling delay. */
export const CAPTCHA_POLL_DELAY_MS = 25;

/** Brand prefix of exported file names (`Siao_31_12_2026_14_30.pdf`); ASCII so every OS keeps it. */
export const EXPORT_FILE_PREFIX = 'Siao';

/**
 * Title of a thread created from its first message: the first 25 characters plus `...`, as the
 * spec says (always appended). Code points are counted so an emoji is never cut in half.
 */
export function threadTitleFrom(text: string): string {
  const first = Array.from(text.trim().replace(/\s+/g, ' ')).slice(0, THREAD_TITLE_LENGTH).join('');
  return `${first}${THREAD_TITLE_ELLIPSIS}`;
}

/**
 * Hostile-file limits that are not configuration (issue 11): an image side longer than this, or
 * an aspect ratio beyond this, is no document scan, whatever its pixel count.
 */
export const MAX_IMAGE_SIDE_PX = 30_000;
export const MAX_IMAGE_ASPECT_RATIO = 100;
/** A DOCX or XLSX has tens of entries; a zip with more than this is refused unread. */
export const MAX_ARCHIVE_ENTRIES = 10_000;
