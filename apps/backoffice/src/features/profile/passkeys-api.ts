import type { Passkey, PasskeyOptions } from '@siao/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { createPasskey } from '../../lib/auth/passkey-ceremony';

const passkeyKeys = {
  all: ['passkeys'] as const,
  mine: () => [...passkeyKeys.all, 'mine'] as const,
};

export function useMyPasskeys() {
  return useQuery({ queryKey: passkeyKeys.mine(), queryFn: () => api.get<Passkey[]>('me/passkeys') });
}

/** Options from the server, the authenticator's answer (PIN, digital or rosto), then the passkey stored. */
async function addPasskey(name: string): Promise<Passkey> {
  const { challenge_id, options } = await api.post<PasskeyOptions>('me/passkeys/options');
  const response = await createPasskey(options);
  return api.post<Passkey>('me/passkeys', { challenge_id, name, response });
}

export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => client.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`me/passkeys/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}
