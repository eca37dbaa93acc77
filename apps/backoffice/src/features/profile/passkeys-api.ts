import type { Passkey, PasskeyAdded, PasskeyOptions } from '@siao/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { createPasskey } from '../../lib/auth/passkey-ceremony';
import { useSessionChanged } from './second-factor-api';

const passkeyKeys = {
  all: ['passkeys'] as const,
  mine: () => [...passkeyKeys.all, 'mine'] as const,
};

export function useMyPasskeys() {
  return useQuery({ queryKey: passkeyKeys.mine(), queryFn: () => api.get<Passkey[]>('me/passkeys') });
}

/** Options from the server, the authenticator's answer (PIN, digital or rosto), then the passkey stored. */
async function addPasskey(name: string): Promise<PasskeyAdded> {
  const { challenge_id, options } = await api.post<PasskeyOptions>('me/passkeys/options');
  const response = await createPasskey(options);
  return api.post<PasskeyAdded>('me/passkeys', { challenge_id, name, response });
}

/**
 * Adds a passkey. The API ends the user's other sessions and answers with this session's new tokens
 * (no longer restricted to the enrolment, when it was): they are kept at once.
 */
export function useAddPasskey() {
  const client = useQueryClient();
  const sessionChanged = useSessionChanged();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: (added) => {
      sessionChanged(added.session, false);
      return client.invalidateQueries({ queryKey: passkeyKeys.all });
    },
  });
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`me/passkeys/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}
