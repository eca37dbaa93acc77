import { randomBytes, randomUUID } from 'node:crypto';
import type { Certificate } from '@siao/shared';
import { maskCpf } from '@siao/shared';
import type { AppDeps } from '../../../deps';
import { type AuditOrigin, writeAudit } from '../../../lib/audit';
import type { AuthContext } from '../../../lib/auth/access';
import { AppError } from '../../../lib/errors';
import { readAll } from '../../../lib/storage/storage';
import { type CertificateIssuer, certificateIssuer, logoUrl } from '../../settings/service';
import { findJourney } from '../authoring/content-repository';
import { findLearnerUser } from '../learner-repository';
import {
  type CertificateRow,
  completedWithoutCertificate,
  findCertificate,
  findCertificateByCode,
  insertCertificate,
  markRevoked,
} from './certificate-repository';
import { signCredential } from './credential-keys';

// no 0/O/1/I: codes get read aloud and typed from paper
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newCode = () =>
  [...randomBytes(12)].map((b, i) => (i && i % 4 === 0 ? '-' : '') + ALPHABET[b % ALPHABET.length]).join('');

const verifyUrl = (deps: AppDeps, code: string) => `${deps.config.PUBLIC_URL}/certificados/${code}`;

/**
 * The issuer printed on a certificate and its verification page: as Configurações had it at issue
 * (frozen in the row); a certificate issued before the freeze shows the settings in force.
 */
export async function issuerOf(deps: AppDeps, c: CertificateRow): Promise<CertificateIssuer> {
  if (c.issuerName === null) return certificateIssuer(deps);
  return {
    name: c.issuerName,
    logo: c.issuerLogoKey ? { key: c.issuerLogoKey, mime: c.issuerLogoMime ?? 'image/png' } : null,
    signerName: c.signerName,
    signerRole: c.signerRole,
  };
}

export const toCertificate = (deps: AppDeps, c: CertificateRow, issuer: CertificateIssuer): Certificate => ({
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
  issuer_name: issuer.name,
  issuer_logo_url: logoUrl(deps.files, issuer.logo),
  signer_name: issuer.signerName,
  signer_role: issuer.signerRole,
});

/** A logo file as the PDF embeds it (a data URL); null when it is no longer in storage. */
export async function storedLogo(deps: AppDeps, logo: { key: string; mime: string }) {
  const file = await deps.storage.get(logo.key);
  if (!file) return null;
  return `data:${logo.mime};base64,${(await readAll(file.body)).toString('base64')}`;
}

/** A certificate row as the API answers it (its issuer as frozen at issue). */
export const certificateView = async (deps: AppDeps, c: CertificateRow) =>
  toCertificate(deps, c, await issuerOf(deps, c));

/**
 * Crash injection for tests: while `failures` > 0, an issue throws (and counts it down) before anything
 * is stored, as a crash between the enrolment's completion and its certificate would.
 */
export const certificateIssueSeam = { failures: 0 };

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
  if (certificateIssueSeam.failures > 0) {
    certificateIssueSeam.failures--;
    throw new Error('falha injetada na emissão do certificado');
  }
  const user = await findLearnerUser(deps.db, userId);
  const journey = await findJourney(deps.db, journeyId);
  if (!user || !journey) return;
  const id = randomUUID();
  const code = newCode();
  // the issuer and the responsible person as they are today, frozen in the certificate
  const issuer = await certificateIssuer(deps);
  const issuerName = issuer.name;
  const cpfMasked = maskCpf(user.cpf);
  // the learner as this certificate alone knows them: the public credential never carries the
  // internal user id (it would link certificates and internal records together)
  const subject = `urn:uuid:${randomUUID()}`;
  // Open Badges 3.0 / W3C VC data model, carried as a JWT (vc-jwt) signed with Ed25519
  const jwt = await signCredential(
    deps,
    {
      sub: subject,
      nbf: Math.floor(at.getTime() / 1000),
      vc: {
        '@context': [
          'https://www.w3.org/ns/credentials/v2',
          'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
        ],
        id: `urn:uuid:${id}`,
        type: ['VerifiableCredential', 'OpenBadgeCredential'],
        issuer: { id: deps.config.PUBLIC_URL, type: ['Profile'], name: issuerName },
        validFrom: at.toISOString(),
        name: `Certificado: ${journey.title}`,
        credentialSubject: {
          id: subject,
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
    issuerName,
    issuerLogoKey: issuer.logo?.key ?? null,
    issuerLogoMime: issuer.logo?.mime ?? null,
    signerName: issuer.signerName,
    signerRole: issuer.signerRole,
  });
}

/**
 * The certificate rule, idempotent by state: a completed enrolment without a certificate gets one (as of
 * its completion), whoever asks and however often (the follow-up of a completion, its retry after a
 * crash, the repair job); the unique key per learner and journey keeps a race to one. Returns how many
 * it issued.
 */
export async function issueMissingCertificates(
  deps: AppDeps,
  only: { userId: string; journeyId: string } | null,
) {
  const missing = await completedWithoutCertificate(deps.db, only);
  for (const e of missing) await issueCertificate(deps, e.userId, e.clientId, e.journeyId, e.completedAt!);
  return missing.length;
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
