import type { CertidaoField } from '@siao/shared';
import { readCpf, reviewReasons } from './checks';
import type { Extraction } from './extract';
import { matriculaIn } from './matricula-parts';

/** Sends one prompt to the configured LLM and returns its whole answer (text). */
export type LlmComplete = (prompt: { system: string; user: string; signal: AbortSignal }) => Promise<string>;

/** OCR text beyond this is not sent (a certidão is one or two pages). */
const MAX_TEXT_CHARS = 20_000;
const MAX_VALUE_CHARS = 1_000;
export const REFINED_REASON = 'Valor sugerido pela IA a partir do texto do OCR: confira.';

function prompt(extraction: Extraction, text: string) {
  const keys = extraction.fields.map((f) => f.key);
  const system =
    'Você extrai os campos de uma certidão de ' +
    (extraction.kind === 'obito' ? 'óbito' : 'nascimento') +
    ' brasileira a partir do texto de um OCR, que pode ter erros de leitura. Responda somente com um objeto ' +
    `JSON, sem comentários, com as chaves ${keys.join(', ')} e valores em texto exatamente como no documento ` +
    '(corrigindo só erros evidentes do OCR). Use "" para o que não estiver no texto. Não invente dados.';
  const current = Object.fromEntries(extraction.fields.map((f) => [f.key, f.value]));
  const user =
    `Texto do OCR:\n${text.slice(0, MAX_TEXT_CHARS)}\n\n` +
    `Campos extraídos pelas regras (podem estar errados ou vazios):\n${JSON.stringify(current, null, 2)}`;
  return { system, user };
}

/** The first JSON object of the answer (models sometimes wrap it in prose or a code fence); null otherwise. */
function answerObject(answer: string): Record<string, unknown> | null {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const parsed: unknown = JSON.parse(answer.slice(start, end + 1));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Control characters (escape sequences, NULs) become spaces. */
const printable = (s: string) =>
  [...s].map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c)).join('');
const clean = (v: unknown) =>
  typeof v === 'string' ? printable(v).replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE_CHARS) : null;

/**
 * The optional LLM pass over the rule-based extraction. Only known keys with text values are taken; a
 * field that passed its check digits (matrícula, CPF) is never overridden, and a proposed matrícula or
 * CPF is taken only when its own check digits pass. Every value taken is marked `refined` and for review.
 * Any failure (network, timeout, garbage answer) leaves the extraction as it was.
 */
export async function refineExtraction(
  extraction: Extraction,
  text: string,
  complete: LlmComplete,
  signal: AbortSignal,
): Promise<Extraction> {
  let proposed: Record<string, unknown> | null;
  try {
    proposed = answerObject(await complete({ ...prompt(extraction, text), signal }));
  } catch {
    return extraction;
  }
  if (!proposed) return extraction;
  const current = new Map(extraction.fields.map((f) => [f.key, f]));
  const locked = new Set<string>();
  if (extraction.matricula?.valid) locked.add('matricula');
  if (readCpf(current.get('cpf')?.value ?? '').valid) locked.add('cpf');

  let matricula = extraction.matricula;
  const taken = new Map<string, string>();
  for (const [key, raw] of Object.entries(proposed)) {
    const value = clean(raw);
    const field = current.get(key);
    if (!field || locked.has(key) || !value || value === field.value) continue;
    if (key === 'cpf') {
      const cpf = readCpf(value);
      if (cpf.valid) taken.set(key, cpf.value);
    } else if (key === 'matricula') {
      const m = matriculaIn(value);
      if (m?.valid) {
        matricula = m;
        taken.set(key, m.formatted);
      }
    } else taken.set(key, value);
  }
  if (!taken.size) return extraction;
  const values = Object.fromEntries(extraction.fields.map((f) => [f.key, taken.get(f.key) ?? f.value]));
  const fields = extraction.fields.map((f): CertidaoField => {
    const value = taken.get(f.key);
    if (value === undefined) return f;
    const reasons = [...reviewReasons(extraction.kind, f.key, value, values, matricula), REFINED_REASON];
    return { ...f, value, review: true, reasons, refined: true };
  });
  return { ...extraction, fields, matricula };
}
