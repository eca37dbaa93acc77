import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface PrivacyPolicy {
  title: string;
  version: number | string;
  content_html: string;
  published_at: string;
}

/** Query keys of the public (no session) calls of the sign pages. */
const publicKeys = {
  all: ['public'] as const,
  privacyPolicy: () => [...publicKeys.all, 'privacy-policy'] as const,
};

const fetchPrivacyPolicy = () => api.get<PrivacyPolicy | null>('public/privacy-policy', { session: false });

export function usePrivacyPolicy() {
  return useQuery({
    queryKey: publicKeys.privacyPolicy(),
    queryFn: fetchPrivacyPolicy,
    staleTime: 5 * 60_000,
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: { email: string }) =>
      api.post<{ message: string }>('reset-password', input, { session: false }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      api.post<{ message: string }>('reset-password-token', input, { session: false }),
  });
}
