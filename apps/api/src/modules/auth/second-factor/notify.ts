import { formatDateTime } from '@siao/shared';
import type { Tx } from '../../../db/client';
import type { AppDeps } from '../../../deps';
import { type AuditOrigin, writeAudit } from '../../../lib/audit';

export type SecondFactorEvent = 'enrolled' | 'removed' | 'recovery_used' | 'failed' | 'reset';

const MESSAGES: Record<SecondFactorEvent, { subject: string; body: string }> = {
  enrolled: {
    subject: 'Sião: verificação em duas etapas ativada',
    body: 'A verificação em duas etapas (aplicativo autenticador) foi ativada na sua conta. As outras sessões abertas foram encerradas.',
  },
  removed: {
    subject: 'Sião: verificação em duas etapas removida',
    body: 'A verificação em duas etapas foi removida da sua conta. Sua conta agora entra só com e-mail e senha.',
  },
  recovery_used: {
    subject: 'Sião: código de recuperação utilizado',
    body: 'Um dos seus códigos de recuperação foi usado para entrar na sua conta. Cada código vale uma única vez.',
  },
  failed: {
    subject: 'Sião: tentativa de acesso com código inválido',
    body: 'Sua senha foi digitada corretamente, mas o código da verificação em duas etapas estava errado. Se não foi você, troque sua senha agora: alguém a conhece.',
  },
  reset: {
    subject: 'Sião: verificação em duas etapas redefinida',
    body: 'Um superadministrador redefiniu a verificação em duas etapas da sua conta (aplicativo, códigos de recuperação e chaves de acesso) e encerrou suas sessões. No próximo acesso, cadastre o aplicativo autenticador novamente.',
  },
};

/**
 * Every change or use of a second factor the owner must know about: the audit entry and the e-mail
 * to the user, in the transaction of the change (the e-mail leaves through the outbox queue).
 */
export async function recordSecondFactorEvent(
  deps: AppDeps,
  tx: Tx,
  user: { id: string; name: string; email: string; clientId: string | null },
  event: SecondFactorEvent,
  origin: AuditOrigin,
  details: Record<string, unknown> = {},
): Promise<void> {
  await writeAudit(
    tx,
    {
      action: `second_factor.${event}`,
      entity: 'user',
      entityId: user.id,
      clientId: user.clientId,
      actorId: origin.actorId ?? user.id,
      details,
    },
    origin,
  );
  const { subject, body } = MESSAGES[event];
  const left =
    typeof details.recovery_codes_left === 'number'
      ? [`Restam ${details.recovery_codes_left} códigos de recuperação.`]
      : [];
  await deps.mailer.send(
    {
      to: user.email,
      subject,
      text: [
        `Olá, ${user.name}.`,
        '',
        body,
        ...left,
        `Em ${formatDateTime(new Date())} (horário de Brasília), IP ${origin.ip ?? 'desconhecido'}.`,
        'Se não foi você, fale com o administrador do Sião imediatamente.',
        '',
        'Equipe Sião',
      ].join('\n'),
    },
    tx,
  );
}
