import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ServiceName, serviceCatalog } from '@siao/shared';
import { IconArrowRight, IconFileCertificate, IconScan, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../components/list-table-states';
import { useCurrentUser } from '../../lib/auth/session';
import { useServicesOverview } from './services-api';

const icons: Record<ServiceName, typeof IconSearch> = {
  cnib: IconSearch,
  ocr: IconScan,
  certidoes: IconFileCertificate,
};

/**
 * Serviços: one card per service. A cliente sees whether its cartório contracted it and its use this month;
 * staff (who act for every client) see every service open and the use of all clients.
 */
export function ServicesPage() {
  const overview = useServicesOverview();
  const staff = useCurrentUser().role !== 'cliente';
  if (overview.isError) return <QueryErrorAlert error={overview.error} onRetry={() => overview.refetch()} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {(overview.data ?? []).map((s) => {
        const info = serviceCatalog[s.service];
        const Icon = icons[s.service];
        return (
          <Card key={s.service} withBorder padding="lg" data-testid={`servico-${s.service}`}>
            <Stack gap="sm" h="100%">
              <Group justify="space-between">
                <Group gap="xs">
                  <Icon size={22} />
                  <Title order={3} size="h4">
                    {info.title}
                  </Title>
                </Group>
                {!staff &&
                  (s.contratado ? (
                    <Badge color="green">Contratado</Badge>
                  ) : (
                    <Badge color="gray">Disponível para contratar</Badge>
                  ))}
              </Group>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {info.description}
              </Text>
              <Text size="sm">
                {staff ? 'Uso de todos os clientes neste mês' : 'Uso neste mês'}:{' '}
                <strong>{s.uso_mes.toLocaleString('pt-BR')}</strong>
              </Text>
              {s.contratado ? (
                <Button component={Link} to={info.path} rightSection={<IconArrowRight size={16} />}>
                  Acessar
                </Button>
              ) : (
                <Text size="sm">Fale com o Sião para contratar este serviço.</Text>
              )}
            </Stack>
          </Card>
        );
      })}
      {overview.isPending && [1, 2, 3].map((i) => <Skeleton key={i} h={220} />)}
    </SimpleGrid>
  );
}
