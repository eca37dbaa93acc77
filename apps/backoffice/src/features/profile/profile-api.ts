import type { UpdateProfileInput, User } from '@siao/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
