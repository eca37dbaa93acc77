import type { UpdateProfileInput, User, UserSession } from '@siao/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { sessionKeys } from '../../lib/auth/session';

/** The profile has no query of its own: it edits the session's `me`, which every screen reads. */
const profileKeys = { me: sessionKeys.me };

export const updateProfile = (input: UpdateProfileInput) => api.put<User>('me/profile', input);

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => client.setQueryData(profileKeys.me(), user),
  });
}

const sessionListKey = ['me', 'sessions'] as const;

/** "Meu perfil › Sessões": the user's live sessions, the current one marked. */
export function useMySessions() {
  return useQuery({ queryKey: sessionListKey, queryFn: () => api.get<UserSession[]>('me/sessions') });
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`me/sessions/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: sessionListKey }),
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ended: number }>('me/sessions/end-others'),
    onSettled: () => client.invalidateQueries({ queryKey: sessionListKey }),
  });
}
