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
