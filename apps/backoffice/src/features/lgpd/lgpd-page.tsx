import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  formatDate,
  formatDateTime,
  type LgpdRequest,
  type LgpdRequestType,
  lgpdRequestStatusLabels,
  lgpdRequestTypeLabels,
  lgpdRequestTypes,
  parseLgpdSubject,
} from '@siao/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { confirmAndRun, toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import {
  downloadReport,
  useAnonymise,
  useCloseRequest,
  useLgpdRequests,
  useOpenRequest,
  useSearchSubject,
} from './lgpd-api';

const typeOptions = lgpdRequestTypes.map((t) => ({ value: t, label: lgpdRequestTypeLabels[t] }));

function DaysLeft({ request }: { request: LgpdRequest }) {
  const days = request.dias_restantes;
  if (days === null) return <Text size="sm">—</Text>;
  if (days < 0) return <Badge color="red">{`Atrasada há ${-days} dia(s)`}</Badge>;
  return <Badge color={days <= 3 ? 'yellow' : 'blue'}>{days === 1 ? '1 dia' : `${days} dias`}</Badge>;
}

function CloseModal({ request, onClose }: { request: LgpdRequest | null; onClose: () => void }) {
  const close = useCloseRequest();
  const [status, setStatus] = useState<'concluida' | 'recusada'>('concluida');
  const [resultado, setResultado] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    try {
      await close.mutateAsync({ id: request.id, status, resultado });
      toast.success('Solicitação encerrada.');
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Modal opened={request !== null} onClose={onClose} title="Encerrar solicitação">
      <form onSubmit={submit}>
        <Stack>
          <Select
            label="Resultado"
            data={[
              { value: 'concluida', label: 'Atendida' },
              { value: 'recusada', label: 'Recusada' },
            ]}
            value={status}
            onChange={(v) => setStatus(v === 'recusada' ? 'recusada' : 'concluida')}
            allowDeselect={false}
          />
          <Textarea
            label="O que foi feito"
            description="Por exemplo: relatório enviado ao titular por e-mail em 10/11; dados corrigidos no cadastro."
            required
            minRows={3}
            value={resultado}
            onChange={(e) => setResultado(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={close.isPending} data-testid="lgpd-close-submit">
              Encerrar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RequestsTable({ identificador }: { identificador: string }) {
  const query = useLgpdRequests();
  const anonymise = useAnonymise();
  const [closing, setClosing] = useState<LgpdRequest | null>(null);
  const typed = parseLgpdSubject(identificador) ? identificador : '';

  const report = async (r: LgpdRequest, format: 'json' | 'pdf') => {
    try {
      await downloadReport(r.id, typed, format);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const runAnonymise = async (r: LgpdRequest) => {
    await confirmAndRun({
      confirm: {
        title: 'Anonimizar os dados do titular',
        message:
          'Os dados que precisam ser guardados (faturas, auditoria, consultas CNIB) passam a usar um pseudônimo; o resto, arquivos incluídos, é apagado. Não é possível desfazer.',
        confirmLabel: 'Anonimizar',
        danger: true,
      },
      run: () => anonymise.mutateAsync({ id: r.id, identificador: typed }),
      // a toast with a title (the pseudonym)
      onSuccess: (result) =>
        toast.success(
          `${result.registros_alterados} alterações, ${result.registros_apagados} registros e ${result.arquivos_apagados} arquivos apagados.`,
          `Dados anonimizados (${result.pseudonimo})`,
        ),
    });
  };

  if (query.isLoading) return <Loader />;
  if (query.isError || !query.data)
    return (
      <Alert color="red" title="Não foi possível carregar as solicitações">
        {errorMessage(query.error)}
      </Alert>
    );
  if (!query.data.length) return <Text c="dimmed">Nenhuma solicitação registrada.</Text>;
  return (
    <>
      {!typed && (
        <Text size="sm" c="dimmed">
          Para gerar o relatório ou anonimizar, digite acima o CPF ou o e-mail do titular da solicitação (ele
          não fica guardado em claro).
        </Text>
      )}
      <Table.ScrollContainer minWidth={900}>
        <Table striped data-testid="lgpd-requests">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tipo</Table.Th>
              <Table.Th>Titular</Table.Th>
              <Table.Th>Aberta em</Table.Th>
              <Table.Th>Prazo</Table.Th>
              <Table.Th>Dias restantes</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{lgpdRequestTypeLabels[r.tipo]}</Table.Td>
                <Table.Td>{r.titular_mascarado}</Table.Td>
                <Table.Td>
                  {formatDateTime(r.aberta_em)}
                  {r.aberta_por ? ` por ${r.aberta_por}` : ''}
                </Table.Td>
                <Table.Td>{formatDate(r.prazo)}</Table.Td>
                <Table.Td>
                  <DaysLeft request={r} />
                </Table.Td>
                <Table.Td>
                  {lgpdRequestStatusLabels[r.status]}
                  {r.resultado && (
                    <Text size="xs" c="dimmed">
                      {r.resultado}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Button size="xs" variant="light" disabled={!typed} onClick={() => report(r, 'pdf')}>
                      Relatório PDF
                    </Button>
                    <Button size="xs" variant="light" disabled={!typed} onClick={() => report(r, 'json')}>
                      JSON
                    </Button>
                    {r.status === 'aberta' && (r.tipo === 'anonimizacao' || r.tipo === 'eliminacao') && (
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        disabled={!typed}
                        loading={anonymise.isPending}
                        onClick={() => runAnonymise(r)}
                      >
                        Anonimizar
                      </Button>
                    )}
                    {r.status === 'aberta' && (
                      <Button size="xs" variant="subtle" onClick={() => setClosing(r)}>
                        Encerrar
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <CloseModal request={closing} onClose={() => setClosing(null)} />
    </>
  );
}

/** Solicitações de titulares (LGPD art. 18), superadmin: find a person, record the request, answer it. */
export function LgpdPage() {
  const [identificador, setIdentificador] = useState('');
  const [tipo, setTipo] = useState<LgpdRequestType>('acesso');
  const search = useSearchSubject();
  const open = useOpenRequest();

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    search.mutate(identificador);
  };
  const openRequest = async () => {
    try {
      await open.mutateAsync({ tipo, identificador });
      toast.success('Solicitação registrada. O prazo de resposta é de 15 dias.');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Stack gap="lg" maw={1200}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Buscar titular
          </Title>
          <form onSubmit={submitSearch}>
            <Group align="flex-end">
              <TextInput
                label="CPF ou e-mail do titular"
                value={identificador}
                onChange={(e) => setIdentificador(e.currentTarget.value)}
                w={320}
                data-testid="lgpd-identifier"
              />
              <Button type="submit" loading={search.isPending}>
                Buscar
              </Button>
            </Group>
          </form>
          {search.isError && <Alert color="red">{errorMessage(search.error)}</Alert>}
          {search.data && (
            <Stack gap="xs" data-testid="lgpd-search-result">
              <Text fw={600}>{`Dados encontrados de ${search.data.titular_mascarado}`}</Text>
              <Table withTableBorder>
                <Table.Tbody>
                  {search.data.categorias.map((c) => (
                    <Table.Tr key={c.categoria}>
                      <Table.Td>{c.rotulo}</Table.Td>
                      <Table.Td>{c.registros === 1 ? '1 registro' : `${c.registros} registros`}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {search.data.correcao.length > 0 && (
                <Text size="sm">
                  {'Corrigir dados: '}
                  {search.data.correcao.map((l, i) => (
                    <span key={l.caminho}>
                      {i > 0 && ' · '}
                      <Anchor component={Link} to={l.caminho}>
                        {l.rotulo}
                      </Anchor>
                    </span>
                  ))}
                </Text>
              )}
              <Group align="flex-end">
                <Select
                  label="Tipo da solicitação"
                  data={typeOptions}
                  value={tipo}
                  onChange={(v) => v && setTipo(v as LgpdRequestType)}
                  allowDeselect={false}
                  w={220}
                />
                <Button onClick={openRequest} loading={open.isPending} data-testid="lgpd-open">
                  Registrar solicitação
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Solicitações
          </Title>
          <RequestsTable identificador={identificador} />
        </Stack>
      </Paper>
    </Stack>
  );
}
