import { randomBytes, randomUUID } from 'node:crypto';
import type { Certificate } from '@siao/shared';
import type { AppDeps } from '../../../deps';
import { type AuditOrigin, writeAudit } from '../../../lib/audit';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { findJourney } from '../authoring/content-repository';
import {
  type CertificateRow,
  findCertificate,
  findCertificateByCode,
  findLearnerUser,
  insertCertificate,
  markRevoked,
} from './certificate-repository';
import { signCredential } from './credential-keys';

/** `***.456.789-**`: enough to tell two namesakes apart, not enough to reuse the number (LGPD). */
const maskCpf = (cpf: string | null) => {
  const d = cpf?.replace(/\D/g, '') ?? '';
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : null;
};

// no 0/O/1/I: codes get read aloud and typed from paper
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newCode = () =>
  [...randomBytes(12)].map((b, i) => (i && i % 4 === 0 ? '-' : '') + ALPHABET[b % ALPHABET.length]).join('');

const verifyUrl = (deps: AppDeps, code: string) => `${deps.config.PUBLIC_URL}/certificados/${code}`;

export const toCertificate = (deps: AppDeps, c: CertificateRow): Certificate => ({
  id: c.id,
  code: c.code,
  learner_name: c.learnerName,
  cpf_masked: c.cpfMasked,
  journey_title: c.journeyTitle,
  workload_hours: c.workloadHours,
  completed_at: c.completedAt.toISOString(),
  issued_at: c.issuedAt.toISOString(),
  revoked_at: c.revokedAt?.toISOString() ?? null,
  revoked_reason: c.revokedReason,
  verify_url: verifyUrl(deps, c.code),
  credential_jwt: c.credentialJwt,
});

/**
 * Issued once per learner and journey, with everything the verification page shows frozen in the
 * row (a later rename of the journey or the user does not change a certificate already given).
 */
export async function issueCertificate(
  deps: AppDeps,
  userId: string,
  clientId: string,
  journeyId: string,
  at: Date,
) {
  const user = await findLearnerUser(deps.db, userId);
  const journey = await findJourney(deps.db, journeyId);
  if (!user || !journey) return;
  const id = randomUUID();
  const code = newCode();
  const cpfMasked = maskCpf(user.cpf);
  // Open Badges 3.0 / W3C VC data model, carried as a JWT (vc-jwt) signed with Ed25519
  const jwt = await signCredential(
    deps.config,
    {
      sub: `urn:uuid:${userId}`,
      nbf: Math.floor(at.getTime() / 1000),
      vc: {
        '@context': [
          'https://www.w3.org/ns/credentials/v2',
          'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
        ],
        id: `urn:uuid:${id}`,
        type: ['VerifiableCredential', 'OpenBadgeCredential'],
        issuer: { id: deps.config.PUBLIC_URL, type: ['Profile'], name: 'Sião' },
        validFrom: at.toISOString(),
        name: `Certificado: ${journey.title}`,
        credentialSubject: {
          id: `urn:uuid:${userId}`,
          type: ['AchievementSubject'],
          name: user.name,
          cpf_masked: cpfMasked,
          achievement: {
            id: `urn:uuid:${journey.id}`,
            type: ['Achievement'],
            name: journey.title,
            criteria: { narrative: 'Conclusão de todas as etapas da jornada, com aprovação nos quizzes.' },
            workload_hours: journey.workloadHours,
          },
        },
        verification_code: code,
        verification_url: verifyUrl(deps, code),
      },
    },
    `urn:uuid:${id}`,
  );
  await insertCertificate(deps.db, {
    id,
    code,
    userId,
    clientId,
    journeyId,
    learnerName: user.name,
    cpfMasked,
    journeyTitle: journey.title,
    workloadHours: journey.workloadHours,
    completedAt: at,
    credentialJwt: jwt,
  });
}

/** The learner's own certificate, or any certificate for staff. */
export async function requireCertificate(deps: AppDeps, auth: AuthContext, id: string) {
  const row = await findCertificate(deps.db, id);
  if (!row || (auth.role === 'cliente' && row.userId !== auth.userId))
    throw new AppError('CERTIFICATE_NOT_FOUND');
  return row;
}

export async function certificateByCode(deps: AppDeps, code: string) {
  const row = await findCertificateByCode(deps.db, code.toUpperCase());
  if (!row) throw new AppError('CERTIFICATE_NOT_FOUND');
  return row;
}

export async function revokeCertificate(
  deps: AppDeps,
  row: CertificateRow,
  reason: string,
  origin: AuditOrigin,
) {
  await deps.db.transaction(async (tx) => {
    const done = await markRevoked(tx, row.id, reason, origin.actorId ?? null);
    if (!done) throw new AppError('CERTIFICATE_REVOKED');
    await writeAudit(
      tx,
      {
        action: 'learning.certificate.revoked',
        entity: 'learning_certificate',
        entityId: row.id,
        clientId: row.clientId,
        details: { code: row.code, reason },
      },
      origin,
    );
  });
}
