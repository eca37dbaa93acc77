/** Host options of spec §3, exactly as a host page passes them. */
export interface WidgetOptions {
  /** API base address; it ends in /api/ (spec §9) */
  api: string;
  auth: { authToken: string; refreshToken?: string };
  heightChatDesktop?: number | string;
  heightChatMobile?: number | string;
  colors?: { mainColor?: string; secondaryColor?: string };
  components?: { assistantListMode?: 'grid' | 'list' };
  user?: { name?: string };
  mode?: 'chat' | 'tool';
  ignoreFilterConfig?: boolean;
  allowBackListWithButtonNewAction?: boolean;
  presentation?: boolean;
  listAllChatAndTools?: boolean;
  assistant?: { id?: string };
  /** sent as the Context-user header with every request */
  context?: string;
}

/** Options after validation, with defaults applied. */
export interface ResolvedOptions {
  api: string;
  auth: { authToken: string; refreshToken?: string };
  heightChatDesktop: string;
  heightChatMobile: string;
  colors: { mainColor?: string; secondaryColor?: string };
  assistantListMode: 'grid' | 'list';
  userName?: string;
  mode: 'chat' | 'tool';
  ignoreFilterConfig: boolean;
  allowBackListWithButtonNewAction: boolean;
  /** undefined = follow each assistant's own presentation flag */
  presentation?: boolean;
  listAllChatAndTools: boolean;
  assistantId?: string;
  context?: string;
}

export type ValidationResult =
  | { ok: true; options: ResolvedOptions }
  | { ok: false; option: string; reason: string };
