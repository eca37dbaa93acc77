import { Alert, Anchor, Card, List, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type ClientDashboard, countLabel, formatBRL, formatDate, type StaffDashboard } from '@siao/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session';
import { useDashboard } from './dashboard-api';
import { StatCard } from './stat-card';

// only staff see the chart: a `cliente`'s dashboard never downloads it
const TrainingCard = lazy(() => import('./training-card').then((m) => ({ default: m.Training })));
const RevenueChart = lazy(() => import('./revenue-chart').then((m) => ({ default: m.RevenueChart })));

/** Painel de Controle: the operation for staff, the client's own situation for a `cliente`. */
export function DashboardPage() {
  const query = useDashboard();
  return (
    <Stack>
      {query.isLoading && <Loader />}
      {query.isError && (
        <Alert color="red" title="Não foi possível carregar o painel">
          {(query.error as Error).message}
        </Alert>
      )}
      {query.data?.visao === 'equipe' && <StaffView d={query.data} />}
      {query.data?.visao === 'cliente' && <ClientView d={query.data} />}
    </Stack>
  );
}

function StaffView({ d }: { d: StaffDashboard }) {
  const f = d.faturas;
  // Relatórios are for superadmin and admin (router, menu and API agree); an operador gets no link there
  const { role } = useCurrentUser();
  const reports = role === 'superadmin' || role === 'admin';
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <StatCard
          label="Clientes ativos"
          value={d.clientes_ativos.toLocaleString('pt-BR')}
          to="/clients?status=ativo"
        />
        <StatCard
          label="Faturas em aberto"
          value={formatBRL(f.em_aberto_centavos)}
          hint={countLabel(f.em_aberto_quantidade, 'fatura')}
          to="/faturas?status=aberta"
          color="blue"
        />
        <StatCard
          label="Faturas vencidas"
          value={formatBRL(f.vencidas_centavos)}
          hint={countLabel(f.vencidas_quantidade, 'fatura')}
          to="/faturas?status=vencida"
          color="red"
        />
        <StatCard
          label="Recebidas no mês"
          value={formatBRL(f.recebidas_mes_centavos)}
          hint={countLabel(f.recebidas_mes_quantidade, 'fatura')}
          to="/faturas?status=paga"
          color="teal"
        />
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} fz="h4" mb="xs">
          Receita dos últimos 12 meses
        </Title>
        <Suspense fallback={<Loader aria-label="Carregando o gráfico" mih={260} />}>
          <RevenueChart points={d.receita_12_meses} />
        </Suspense>
        {reports && (
          <Anchor component={Link} to="/reports" size="sm">
            Ver relatório de faturamento
          </Anchor>
        )}
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Suspense fallback={<Loader size="sm" />}>
          <TrainingCard t={d.treinamentos} />
        </Suspense>
        <StatCard
          label="Uso de IA no mês"
          value={countLabel(d.uso_ia.conversas, 'conversa')}
          hint={`${countLabel(d.uso_ia.tokens, 'token')} · ${countLabel(d.uso_ia.respostas, 'resposta')}`}
          to={reports ? '/reports?relatorio=uso' : undefined}
        />
      </SimpleGrid>
    </>
  );
}

function ClientView({ d }: { d: ClientDashboard }) {
  const f = d.faturas;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard
          label="Em aberto"
          value={formatBRL(f.em_aberto_centavos)}
          to="/faturas?status=aberta"
          color="blue"
        />
        <StatCard
          label="Vencidas"
          value={formatBRL(f.vencidas_centavos)}
          to="/faturas?status=vencida"
          color="red"
        />
        <StatCard
          label="Pagas no mês"
          value={formatBRL(f.recebidas_mes_centavos)}
          to="/faturas?status=paga"
          color="teal"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} fz="h4" mb="xs">
            Suas faturas
          </Title>
          {d.faturas_recentes.length === 0 ? (
            <Text c="dimmed">Nenhuma fatura encontrada.</Text>
          ) : (
            <Table>
              <Table.Tbody>
                {d.faturas_recentes.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/client/${r.client_id}/fatura/${r.id}`}>
                        Nº {String(r.numero).padStart(6, '0')}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>vence {formatDate(r.vencimento)}</Table.Td>
                    <Table.Td ta="right">{formatBRL(r.total_centavos)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
        <Card withBorder>
          <Title order={2} fz="h4" mb="xs">
            Termos pendentes
          </Title>
          {d.termos_pendentes.length === 0 ? (
            <Text c="dimmed">Você está em dia com os termos.</Text>
          ) : (
            <List>
              {d.termos_pendentes.map((t) => (
                <List.Item key={t.terms_id}>
                  {t.title} (versão {t.version})
                </List.Item>
              ))}
            </List>
          )}
        </Card>
        <Suspense fallback={<Loader size="sm" />}>
          <TrainingCard t={d.treinamentos} />
        </Suspense>
        <Card withBorder>
          <Title order={2} fz="h4" mb="xs">
            Documentos recentes
          </Title>
          {d.documentos_recentes.length === 0 ? (
            <Text c="dimmed">Nenhum documento publicado para você ainda.</Text>
          ) : (
            <List>
              {d.documentos_recentes.map((doc) => (
                <List.Item key={doc.id}>
                  <Anchor component={Link} to="/documents">
                    {doc.title}
                  </Anchor>{' '}
                  <Text span c="dimmed" size="sm">
                    · {doc.category} · {formatDate(doc.updated_at)}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Card>
      </SimpleGrid>
    </>
  );
}
