import type { CertidaoField, SaveCertidaoFieldsInput } from '@siao/shared';
import type { CertidaoExtraction } from '../../../db/schema';
import { readCpf, reviewReasons } from './checks';
import { matriculaIn } from './matricula-parts';

/**
 * Applies the reviewer's values: a value a person typed counts as confidence 1, but it is still
 * checked (a CPF or matrícula with wrong check digits stays marked, never accepted silently).
 */
export function applyReview(
  extraction: CertidaoExtraction,
  input: SaveCertidaoFieldsInput,
): CertidaoExtraction {
  const typed = input.fields;
  const matricula = typed.matricula !== undefined ? matriculaIn(typed.matricula) : extraction.matricula;
  const values = Object.fromEntries(extraction.fields.map((f) => [f.key, typed[f.key] ?? f.value]));
  if (matricula?.valid) values.matricula = matricula.formatted;
  if (values.cpf && readCpf(values.cpf).valid) values.cpf = readCpf(values.cpf).value;
  const fields = extraction.fields.map((f): CertidaoField => {
    const changed = typed[f.key] !== undefined;
    const value = (values[f.key] ?? '').trim();
    const reasons = reviewReasons(extraction.kind, f.key, value, values, matricula);
    if (!changed) {
      // untouched fields keep their OCR doubts (low confidence, not found) unless a check now fails
      const kept = f.reasons.filter((r) => r.startsWith('Confiança') || r.startsWith('Campo não'));
      reasons.push(...kept);
    }
    return { ...f, value, confidence: changed ? 1 : f.confidence, review: reasons.length > 0, reasons };
  });
  return { kind: extraction.kind, fields, matricula };
}
