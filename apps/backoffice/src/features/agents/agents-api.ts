import { normalizeAssistants } from '@siao/chat-ui';
import type { Assistant, AssistantAdmin, AssistantInput, Client } from '@siao/shared';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const agentKeys = {
  all: ['agents'] as const,
  visible: () => [...agentKeys.all, 'visible'] as const,
  managed: () => [...agentKeys.all, 'managed'] as const,
  clientOptions: (q: string) => [...agentKeys.all, 'client-options', q] as const,
  client: (id: string) => [...agentKeys.all, 'client', id] as const,
};

/** GET assistants: what the signed-in user's client may use (spec §3: object or array). */
export function useVisibleAssistants() {
  return useQuery({
    queryKey: agentKeys.visible(),
    queryFn: async (): Promise<Assistant[]> => normalizeAssistants(await api.get<unknown>('assistants')),
  });
}

/** Every assistant, active or not (superadmin/admin). */
export function useManagedAssistants(enabled: boolean) {
  return useQuery({
    queryKey: agentKeys.managed(),
    queryFn: () => api.get<AssistantAdmin[]>('assistants/manage'),
    enabled,
  });
}

export function useSaveAssistant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: AssistantInput }) =>
      id ? api.put<AssistantAdmin>(`assistants/${id}`, input) : api.post<AssistantAdmin>('assistants', input),
    // the list the user chats with changes too (name, visibility, active flag)
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

/** Clients matching a search, for the "visible to" picker (there may be 100,000 of them). */
export function useClientOptions(q: string) {
  return useQuery({
    queryKey: agentKeys.clientOptions(q),
    queryFn: () => api.getPage<Client>('clients', { query: { q: q || undefined, limit: 20, sort: 'name' } }),
    placeholderData: keepPreviousData,
  });
}

/** Names of the clients already chosen (they may not be in the current search page). */
export function useClientNames(ids: string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: agentKeys.client(id),
      queryFn: () => api.get<Client>(`clients/${id}`),
      staleTime: 5 * 60_000,
    })),
  });
}
