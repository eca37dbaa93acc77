import type {
  Client,
  CreateUserInput,
  EditUserInput,
  HistoryEntry,
  ListFilters,
  ManagedUser,
  userListQuerySchema,
} from '@siao/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The list's query, as the API's schema reads it. */
export type UserFilters = ListFilters<typeof userListQuerySchema>;

export const userKeys = {
  all: ['users'] as const,
  list: (f: UserFilters) => [...userKeys.all, 'list', f] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  history: (id: string, page: number) => [...userKeys.all, 'history', id, page] as const,
  clientOptions: (q: string) => ['users-client-options', q] as const,
  client: (id: string) => ['users-client', id] as const,
};

export function useUsers(f: UserFilters) {
  return useQuery({
    queryKey: userKeys.list(f),
    queryFn: () => api.getPage<ManagedUser>('users', { query: { ...f } }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string) {
  return useQuery({ queryKey: userKeys.detail(id), queryFn: () => api.get<ManagedUser>(`users/${id}`) });
}

export function useUserHistory(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.history(id, page),
    queryFn: () => api.getPage<HistoryEntry>(`users/${id}/history`, { query: { page, limit: 20 } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Clients for the "Cliente" picker: searched on the server, 20 at a time. */
export function useClientOptions(q: string) {
  return useQuery({
    queryKey: userKeys.clientOptions(q),
    queryFn: () => api.getPage<Client>('clients', { query: { q: q || undefined, limit: 20, sort: 'name' } }),
    placeholderData: keepPreviousData,
  });
}

export function useClientName(id: string | null) {
  return useQuery({
    queryKey: userKeys.client(id ?? ''),
    queryFn: () => api.get<Client>(`clients/${id}`),
    enabled: !!id,
    staleTime: 60_000,
  });
}

export function useSaveUser(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput | EditUserInput) =>
      id ? api.put<ManagedUser>(`users/${id}`, input) : api.post<ManagedUser>('users', input),
    onSuccess: (saved) => {
      client.setQueryData(userKeys.detail(saved.id), saved);
      return client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

export function useResendInvite(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string; expires_at: string }>(`users/${id}/invite`),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.history(id, 1) }),
  });
}

/** A superadmin's reset of the user's second factor (app, recovery codes, passkeys; sessions ended). */
export function useResetSecondFactor(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>(`users/${id}/second-factor/reset`),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.history(id, 1) }),
  });
}
