import type { PlatformSettings, PlatformSettingsInput } from '@siao/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const settingsKeys = { all: ['settings'] as const };

export function useSettings() {
  return useQuery({ queryKey: settingsKeys.all, queryFn: () => api.get<PlatformSettings>('settings') });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlatformSettingsInput) => api.put<PlatformSettings>('settings', input),
    onSuccess: (saved) => {
      client.setQueryData(settingsKeys.all, saved);
      // faturas carry the PIX code, bank details and footer of these settings
      void client.invalidateQueries({ queryKey: ['faturas'] });
    },
  });
}

/**
 * The issuer's logo (its own upload, apart from the form's "Salvar"): only the logo link is updated in
 * the cached settings, so what is being typed in the form stays.
 */
function useLogoMutation<T>(send: (input: T) => Promise<PlatformSettings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) =>
      client.setQueryData<PlatformSettings>(settingsKeys.all, (old) =>
        old ? { ...old, emitente_logo_url: saved.emitente_logo_url } : saved,
      ),
  });
}

export const useUploadLogo = () =>
  useLogoMutation((file: File) => {
    const form = new FormData();
    form.set('file', file);
    return api.put<PlatformSettings>('settings/logo', form, { timeoutMs: 120_000 });
  });

export const useRemoveLogo = () => useLogoMutation(() => api.delete<PlatformSettings>('settings/logo'));
