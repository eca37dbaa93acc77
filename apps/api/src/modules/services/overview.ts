import { isServiceContracted, type ServiceName, type ServiceOverview, serviceNames } from '@siao/shared';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../lib/auth/access';
import { selectClientForService } from './cnib/repository';
import { usageThisMonth } from './usage/service';

/**
 * One entry per service: contracted or not, and this month's uses. A client contracts the three
 * services together through its "Serviços" product; staff see every service and everyone's use.
 */
export async function servicesOverview(deps: AppDeps, auth: AuthContext): Promise<ServiceOverview[]> {
  const clientId = auth.role === 'cliente' ? auth.clientId : null;
  const client = clientId ? await selectClientForService(deps.db, clientId) : null;
  const contracted = (service: ServiceName) =>
    auth.role !== 'cliente' || isServiceContracted(client?.products ?? [], service);
  const usage = await usageThisMonth(
    deps.db,
    auth.role === 'cliente' ? (clientId ?? '00000000-0000-4000-8000-000000000000') : null,
  );
  return serviceNames.map((service) => ({
    service,
    contratado: contracted(service),
    uso_mes: usage[service],
  }));
}
