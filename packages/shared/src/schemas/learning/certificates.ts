import { z } from 'zod';

/** SiãoSeg certificates: issued on completion, revocable, checked by code. */

export const revokeCertificateSchema = z.object({
  reason: z.string({ error: 'Informe o motivo.' }).trim().min(3, { error: 'Informe o motivo.' }).max(500),
});

export const certificateSchema = z.object({
  id: z.string(),
  code: z.string(),
  learner_name: z.string(),
  cpf_masked: z.string().nullable(),
  journey_title: z.string(),
  workload_hours: z.number(),
  completed_at: z.string(),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
  revoked_reason: z.string().nullable(),
  verify_url: z.string(),
  /** the signed credential (JWT, EdDSA); check it with the keys at /.well-known/jwks.json */
  credential_jwt: z.string(),
  /** who issued it and who signs it, as they were at issue (later Configurações changes do not alter them) */
  issuer_name: z.string(),
  /** the issuer's logo at issue: a short-lived link, null when there was none */
  issuer_logo_url: z.string().nullable(),
  signer_name: z.string().nullable(),
  signer_role: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;
