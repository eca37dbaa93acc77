import type {
  Client,
  ClientEditInput,
  ClientInput,
  clientListQuerySchema,
  HistoryEntry,
  ListFilters,
  ManagedUser,
  widgetApiKeySchema,
} from '@siao/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, saveBlob } from '../../lib/api';

export type WidgetApiKey = z.infer<typeof widgetApiKeySchema>;

/** The list's query, as the API's schema reads it. */
export type ClientFilters = ListFilters<typeof clientListQuerySchema>;

export const clientKeys = {
  all: ['clients'] as const,
  list: (f: ClientFilters) => [...clientKeys.all, 'list', f] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
  history: (id: string, page: number) => [...clientKeys.all, 'history', id, page] as const,
  users: (id: string, page: number) => [...clientKeys.all, 'users', id, page] as const,
  widgetKeys: (id: string) => [...clientKeys.all, 'widget-keys', id] as const,
};

export const fetchClients = (f: ClientFilters) => api.getPage<Client>('clients', { query: { ...f } });
export const fetchClient = (id: string) => api.get<Client>(`clients/${id}`);

export function useClients(f: ClientFilters) {
  return useQuery({
    queryKey: clientKeys.list(f),
    queryFn: () => fetchClients(f),
    placeholderData: keepPreviousData,
  });
}

export function useClient(id: string) {
  return useQuery({ queryKey: clientKeys.detail(id), queryFn: () => fetchClient(id) });
}

export function useClientHistory(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.history(id, page),
    queryFn: () => api.getPage<HistoryEntry>(`clients/${id}/history`, { query: { page, limit: 20 } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useClientUsers(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.users(id, page),
    queryFn: () =>
      api.getPage<ManagedUser>('users', { query: { client_id: id, page, limit: 20, sort: 'name' } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useSaveClient(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput | ClientEditInput) =>
      id ? api.put<Client>(`clients/${id}`, input) : api.post<Client>('clients', input),
    onSuccess: (saved) => {
      client.setQueryData(clientKeys.detail(saved.id), saved);
      return client.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}

export function useDeleteClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`clients/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

/** Downloads the filtered list as the server writes it (CSV or XLSX). */
export async function downloadClients(format: 'csv' | 'xlsx', f: Omit<ClientFilters, 'page' | 'limit'>) {
  await saveBlob('clients/export', { ...f, format }, `clientes.${format}`);
}

// Widget API keys: endpoints of the AI area (GET/POST /clients/{id}/widget-keys, DELETE …/{keyId}).
export function useWidgetKeys(id: string, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.widgetKeys(id),
    queryFn: () => api.get<WidgetApiKey[]>(`clients/${id}/widget-keys`),
    enabled,
  });
}

export function useCreateWidgetKey(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api.post<WidgetApiKey & { key: string }>(`clients/${id}/widget-keys`, { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: clientKeys.widgetKeys(id) }),
  });
}

export function useRevokeWidgetKey(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => api.delete(`clients/${id}/widget-keys/${keyId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: clientKeys.widgetKeys(id) }),
  });
}
