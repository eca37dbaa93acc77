import type { ResolvedOptions, ValidationResult } from './types';

type Obj = Record<string, unknown>;
class OptionError extends Error {
  constructor(
    readonly option: string,
    reason: string,
  ) {
    super(reason);
  }
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const KNOWN = new Set([
  'api',
  'auth',
  'heightChatDesktop',
  'heightChatMobile',
  'colors',
  'components',
  'user',
  'mode',
  'ignoreFilterConfig',
  'allowBackListWithButtonNewAction',
  'presentation',
  'listAllChatAndTools',
  'assistant',
  'context',
]);

function obj(o: Obj, key: string): Obj {
  const v = o[key];
  if (v === undefined) return {};
  if (!isObj(v)) throw new OptionError(key, 'deve ser um objeto');
  return v;
}
function str(o: Obj, key: string, path: string, required = false): string | undefined {
  const v = o[key];
  if (v === undefined || v === null) {
    if (required) throw new OptionError(path, 'é obrigatória');
    return undefined;
  }
  if (typeof v !== 'string' || (required && v.trim() === ''))
    throw new OptionError(path, 'deve ser um texto não vazio');
  return v;
}
function bool(o: Obj, key: string): boolean | undefined {
  const v = o[key];
  if (v !== undefined && typeof v !== 'boolean') throw new OptionError(key, 'deve ser true ou false');
  return v as boolean | undefined;
}
function height(o: Obj, key: string, fallback: string): string {
  const v = o[key];
  if (v === undefined) return fallback;
  if (typeof v === 'number' && v > 0) return `${v}px`;
  if (typeof v === 'string' && /^\d+(\.\d+)?(px|vh|dvh|svh|%|rem|em)$/.test(v.trim())) return v.trim();
  throw new OptionError(key, 'deve ser um número de pixels ou uma medida CSS (ex.: 600px, 80vh)');
}
function color(o: Obj, key: string): string | undefined {
  const v = str(o, key, `colors.${key}`);
  if (v === undefined) return undefined;
  const canCheck = typeof CSS !== 'undefined' && typeof CSS.supports === 'function';
  const plausible = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/-]+\)|[a-z]+)$/i.test(v.trim());
  if (!plausible || (canCheck && !CSS.supports('color', v)))
    throw new OptionError(`colors.${key}`, 'não é uma cor CSS válida');
  return v;
}
function apiBase(value: string): string {
  let url: URL;
  try {
    url = new URL(value, globalThis.document?.baseURI);
  } catch {
    throw new OptionError('api', 'não é um endereço válido');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new OptionError('api', 'deve usar http ou https');
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

function resolve(input: unknown): ResolvedOptions {
  if (!isObj(input)) throw new OptionError('options', 'deve ser um objeto');
  for (const key of Object.keys(input)) {
    if (!KNOWN.has(key)) console.warn(`[SiaoAssistant] Opção desconhecida "${key}" ignorada.`);
  }
  const auth = obj(input, 'auth');
  const colors = obj(input, 'colors');
  const mode = input.mode ?? 'chat';
  if (mode !== 'chat' && mode !== 'tool') throw new OptionError('mode', "deve ser 'chat' ou 'tool'");
  const listMode = obj(input, 'components').assistantListMode ?? 'grid';
  if (listMode !== 'grid' && listMode !== 'list')
    throw new OptionError('components.assistantListMode', "deve ser 'grid' ou 'list'");
  const resolved: ResolvedOptions = {
    api: apiBase(str(input, 'api', 'api', true)!),
    auth: { authToken: str(auth, 'authToken', 'auth.authToken', true)! },
    heightChatDesktop: height(input, 'heightChatDesktop', '600px'),
    heightChatMobile: height(input, 'heightChatMobile', '100dvh'),
    colors: { mainColor: color(colors, 'mainColor'), secondaryColor: color(colors, 'secondaryColor') },
    assistantListMode: listMode,
    userName: str(obj(input, 'user'), 'name', 'user.name'),
    mode,
    ignoreFilterConfig: bool(input, 'ignoreFilterConfig') ?? false,
    allowBackListWithButtonNewAction: bool(input, 'allowBackListWithButtonNewAction') ?? false,
    presentation: bool(input, 'presentation'),
    listAllChatAndTools: bool(input, 'listAllChatAndTools') ?? false,
    assistantId: str(obj(input, 'assistant'), 'id', 'assistant.id'),
    context: str(input, 'context', 'context'),
  };
  const refreshToken = str(auth, 'refreshToken', 'auth.refreshToken');
  if (refreshToken) resolved.auth.refreshToken = refreshToken;
  return resolved;
}

/** Checks the host options (spec §3). Never throws: a bad option is reported by name. */
export function validateOptions(input: unknown): ValidationResult {
  try {
    return { ok: true, options: resolve(input) };
  } catch (error) {
    if (error instanceof OptionError) return { ok: false, option: error.option, reason: error.message };
    return { ok: false, option: 'options', reason: String(error) };
  }
}

export function reportInvalidOption(result: { option: string; reason: string }): void {
  console.error(`[SiaoAssistant] Opção inválida "${result.option}": ${result.reason}.`);
}
