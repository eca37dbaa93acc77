import type { Dashboard } from '@siao/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

const dashboardKeys = { all: ['dashboard'] as const };

const fetchDashboard = () => api.get<Dashboard>('dashboard');

export function useDashboard() {
  return useQuery({ queryKey: dashboardKeys.all, queryFn: fetchDashboard, staleTime: 30_000 });
}
