import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CnibWatch, cnibWatchInputSchema, formatDateTime, formatDocument } from '@siao/shared';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type ListColumn, ListTable } from '../../components/list-page';
import { MaskedInput } from '../../components/masked-input';
import { DocumentKindSwitch } from './document-kind-switch';
import { useCnibAddWatch, useCnibAlerts, useCnibRemoveWatch, useCnibWatches } from './services-api';

const watchColumns: ListColumn<CnibWatch>[] = [
  { key: 'documento', label: 'CPF/CNPJ', nowrap: true, cell: (w) => formatDocument(w.documento) },
  {
    key: 'verificacao',
    label: 'Última verificação',
    cell: (w) => (w.verificado_em ? formatDateTime(w.verificado_em) : 'Aguardando a primeira verificação'),
  },
  {
    key: 'situacao',
    label: 'Situação',
    cell: (w) =>
      w.indisponivel === null ? (
        '—'
      ) : (
        <Badge color={w.indisponivel ? 'red' : 'green'}>
          {w.indisponivel ? `Indisponível: SIM (${w.qtd_ordens} ordens)` : 'Indisponível: NÃO'}
        </Badge>
      ),
  },
  { key: 'por', label: 'Acompanhado por', cell: (w) => w.usuario_nome },
];

/** Documents re-consulted every day (parties of pending acts) and the changes the job found. */
export function CnibMonitoringPanel({ clientId }: { clientId?: string }) {
  const watches = useCnibWatches(clientId);
  const alerts = useCnibAlerts(clientId);
  const add = useCnibAddWatch();
  const remove = useCnibRemoveWatch();
  const [kind, setKind] = useState<'cpf' | 'cnpj'>('cpf');
  const [documento, setDocumento] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const parsed = cnibWatchInputSchema.safeParse({ client_id: clientId, documento });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Dados inválidos.');
      return;
    }
    setError(null);
    try {
      await add.mutateAsync({ client_id: clientId, documento });
      setDocumento('');
    } catch (err) {
      notifications.show({ color: 'red', title: 'Monitoramento', message: (err as Error).message });
    }
  }

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Monitoramento diário
        </Title>
        <Text size="sm" c="dimmed">
          Os documentos abaixo são consultados todos os dias. Se a indisponibilidade ou o número de ordens
          mudar, você recebe um alerta aqui e por e-mail.
        </Text>
        {(alerts.data ?? []).slice(0, 5).map((a) => (
          <Alert key={a.id} color="red" title={`Alerta de ${formatDateTime(a.criado_em)}`}>
            {a.mensagem}
          </Alert>
        ))}
        <Group align="end" wrap="wrap">
          <DocumentKindSwitch
            value={kind}
            onChange={(next) => {
              setKind(next);
              setDocumento('');
            }}
          />
          <MaskedInput
            key={kind}
            kind={kind}
            label="Documento a monitorar"
            value={documento}
            onChange={setDocumento}
            error={error}
            w={240}
          />
          <Button leftSection={<IconEye size={16} />} onClick={submit} loading={add.isPending}>
            Monitorar
          </Button>
        </Group>
        <ListTable
          label="Documentos monitorados"
          rows={watches.data ?? []}
          rowKey={(w) => w.id}
          columns={[
            ...watchColumns,
            {
              key: 'parar',
              label: 'Parar',
              cell: (w) => (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  aria-label="Parar de monitorar"
                  onClick={() => remove.mutate(w.id)}
                >
                  <IconTrash size={16} />
                </Button>
              ),
            },
          ]}
          query={watches}
          empty="Nenhum documento monitorado. Adicione os CPFs e CNPJs das partes de atos pendentes."
          rowTestId="cnib-watch"
          striped
          minWidth={0}
        />
      </Stack>
    </Card>
  );
}
