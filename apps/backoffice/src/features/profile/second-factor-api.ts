import type {
  SecondFactorProofInput,
  SecondFactorRemoved,
  SecondFactorStatus,
  TotpConfirmed,
  TotpEnrolment,
  User,
} from '@siao/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { sessionKeys } from '../../lib/auth/session';
import { writeTokens } from '../../lib/auth/token-storage';

export const secondFactorKeys = { status: () => [...sessionKeys.all, 'second-factor'] as const };

export const useSecondFactorStatus = () =>
  useQuery({
    queryKey: secondFactorKeys.status(),
    queryFn: () => api.get<SecondFactorStatus>('me/second-factor'),
  });

export const startTotp = () => api.post<TotpEnrolment>('me/second-factor/totp');
export const confirmTotp = (code: string) =>
  api.post<TotpConfirmed>('me/second-factor/totp/confirm', { code });
export const removeSecondFactor = (proof: SecondFactorProofInput) =>
  api.post<SecondFactorRemoved>('me/second-factor/remove', proof);

/** After an enrolment or a removal the session's tokens change: keep them, refresh `me` and the status. */
export function useSessionChanged() {
  const client = useQueryClient();
  return (session: Parameters<typeof writeTokens>[0], enrolmentRequired: boolean) => {
    writeTokens(session);
    client.setQueryData<User>(sessionKeys.me(), (me) =>
      me ? { ...me, second_factor_enrolment_required: enrolmentRequired } : me,
    );
    void client.invalidateQueries({ queryKey: secondFactorKeys.status() });
  };
}
