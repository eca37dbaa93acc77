import type { CreatedPersonalToken, CreatePersonalToken, PersonalToken } from '@siao/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const tokenKeys = {
  all: ['personal-tokens'] as const,
  mine: () => [...tokenKeys.all, 'mine'] as const,
};

export function useMyPersonalTokens() {
  return useQuery({
    queryKey: tokenKeys.mine(),
    queryFn: () => api.get<PersonalToken[]>('me/personal-tokens'),
  });
}

export function useCreatePersonalToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePersonalToken) => api.post<CreatedPersonalToken>('me/personal-tokens', input),
    onSuccess: () => client.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}

export function useRevokePersonalToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`me/personal-tokens/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}
