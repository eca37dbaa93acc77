import { Alert, Anchor, Button, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { competenciaLabel, formaPagamentoLabels, formatDate } from '@siao/shared';
import { IconArrowBackUp, IconCash, IconDownload, IconMail, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { HistoryTable } from '../../components/history-table';
import { useCurrentUser } from '../../lib/auth/session';
import { FaturaDocument } from './fatura-document';
import { FaturaForm } from './fatura-form';
import { saveBlob, useEmailFatura, useFatura, useFaturaHistory } from './faturas-api';
import { PaymentModal } from './payment-modal';
import { PaymentOptions } from './payment-options';
import { ReasonModal } from './reason-modal';
import { StatusBadge } from './status-badge';

/** Editar Fatura (`/client/{clientId}/fatura/{faturaId}`); `nova` and `/faturas/nova` create one. */
export function FaturaEditPage() {
  const { clientId = '', faturaId = '' } = useParams();
  const user = useCurrentUser();
  const isNew = !faturaId || faturaId === 'nova';
  const query = useFatura(isNew ? null : faturaId);
  const email = useEmailFatura(faturaId);
  const [modal, setModal] = useState<'pay' | 'cancel' | 'estorno' | null>(null);
  const [tab, setTab] = useState<string | null>('fatura');
  const [historyPage, setHistoryPage] = useState(1);
  const staff = user.role !== 'cliente';
  const f = query.data;
  const history = useFaturaHistory(faturaId, historyPage, staff && !isNew && tab === 'historico');

  if (!isNew && query.isLoading) return <Loader />;
  if (!isNew && (query.isError || !f)) {
    return (
      <Alert color="red" title="Fatura não encontrada">
        {(query.error as Error | null)?.message ?? 'Registro não encontrado.'}{' '}
        <Anchor component={Link} to="/faturas">
          Voltar para as faturas
        </Anchor>
      </Alert>
    );
  }
  const payable = f?.status === 'aberta' || f?.status === 'vencida';

  async function sendEmail() {
    try {
      const r = await email.mutateAsync();
      notifications.show({ color: 'green', message: `Fatura enviada para ${r.enviado_para}.` });
    } catch (error) {
      notifications.show({ color: 'red', title: 'E-mail não enviado', message: (error as Error).message });
    }
  }

  const body = (
    <>
      {/* staff edit what can still change; a paid or cancelled fatura, and any fatura of a cliente, is a document */}
      {f && (!staff || !payable) ? (
        <FaturaDocument fatura={f} />
      ) : (
        <FaturaForm key={f?.updated_at ?? 'nova'} clientId={clientId} fatura={f} readOnly={false} />
      )}
      {f && <PaymentOptions fatura={f} role={user.role} />}
    </>
  );

  return (
    <Stack>
      <Group justify="space-between">
        {f && (
          <Group gap="xs">
            <StatusBadge status={f.status} testId="fatura-status" />
            <Text fw={600} data-testid="fatura-numero">
              Nº {String(f.numero).padStart(6, '0')}
            </Text>
          </Group>
        )}
      </Group>
      {f && (
        <Text c="dimmed" data-testid="fatura-summary">
          {f.client_name} · competência {competenciaLabel(f.competencia)}
          {f.pago_em &&
            f.forma_pagamento &&
            ` · paga em ${formatDate(f.pago_em)} via ${formaPagamentoLabels[f.forma_pagamento]}`}
          {f.status === 'cancelada' && ` · cancelada: ${f.motivo_cancelamento}`}
        </Text>
      )}
      {f && (
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() =>
              saveBlob(
                `faturas/${f.id}/pdf`,
                { download: '1' },
                `Fatura_${String(f.numero).padStart(6, '0')}.pdf`,
              )
            }
          >
            Baixar PDF
          </Button>
          {staff && (
            <Button
              variant="default"
              leftSection={<IconMail size={16} />}
              loading={email.isPending}
              onClick={sendEmail}
            >
              Enviar por e-mail
            </Button>
          )}
          {staff && payable && (
            <Button leftSection={<IconCash size={16} />} onClick={() => setModal('pay')}>
              Registrar pagamento
            </Button>
          )}
          {staff && f.status === 'paga' && (
            <Button
              color="orange"
              variant="light"
              leftSection={<IconArrowBackUp size={16} />}
              onClick={() => setModal('estorno')}
            >
              Estornar pagamento
            </Button>
          )}
          {staff && payable && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} />}
              onClick={() => setModal('cancel')}
            >
              Cancelar fatura
            </Button>
          )}
        </Group>
      )}
      {staff && f ? (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="fatura">Fatura</Tabs.Tab>
            <Tabs.Tab value="historico">Histórico</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="fatura">
            <Stack>{body}</Stack>
          </Tabs.Panel>
          <Tabs.Panel value="historico">
            <HistoryTable query={history} page={historyPage} onPage={setHistoryPage} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        body
      )}
      {f && modal === 'pay' && <PaymentModal fatura={f} opened onClose={() => setModal(null)} />}
      {f && (modal === 'cancel' || modal === 'estorno') && (
        <ReasonModal kind={modal} fatura={f} opened onClose={() => setModal(null)} />
      )}
    </Stack>
  );
}
