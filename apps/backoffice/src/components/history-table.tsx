import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { formatDateTime, type HistoryEntry, type Page } from '@siao/shared';
import { type ListColumn, ListTable } from './list-page/list-table';
import { ListPagination } from './list-table-states';

/** Portuguese names of the audit actions a record page shows; unknown actions appear as recorded. */
const actionLabels: Record<string, string> = {
  'client.created': 'Cliente cadastrado',
  'client.updated': 'Dados do cliente alterados',
  'client.activated': 'Cliente reativado',
  'client.deactivated': 'Cliente desativado',
  'client.deleted': 'Cliente excluído',
  'user.created': 'Usuário cadastrado',
  'user.updated': 'Usuário alterado',
  'user.activated': 'Usuário reativado',
  'user.deactivated': 'Usuário desativado',
  'user.invited': 'Convite enviado',
  'password.reset': 'Senha redefinida',
  'password.reset_requested': 'Redefinição de senha solicitada',
  'login.success': 'Entrada no sistema',
  'login.failed': 'Tentativa de entrada recusada',
  'login.blocked': 'Entrada bloqueada',
  logout: 'Saída do sistema',
  'fatura.created': 'Fatura criada',
  'fatura.updated': 'Fatura alterada',
  'fatura.paid': 'Pagamento registrado',
  'fatura.payment_reversed': 'Pagamento estornado',
  'fatura.cancelled': 'Fatura cancelada',
  'fatura.emailed': 'Fatura enviada por e-mail',
  'fatura.generated': 'Fatura gerada pela geração mensal',
};

/** Readable names of the fields the audit records (`{ changes: { field: { from, to } } }`). */
const fieldLabels: Record<string, string> = {
  personType: 'tipo',
  document: 'CPF/CNPJ',
  legalName: 'razão social',
  tradeName: 'nome fantasia',
  cns: 'CNS',
  email: 'e-mail',
  phone: 'telefone',
  cep: 'CEP',
  street: 'logradouro',
  number: 'número',
  complement: 'complemento',
  district: 'bairro',
  city: 'cidade',
  uf: 'UF',
  status: 'status',
  products: 'produtos',
  monthlyFeeCents: 'mensalidade',
  dueDay: 'dia de vencimento',
  notes: 'observações',
  widgetOrigins: 'origens do widget',
  name: 'nome',
  cpf: 'CPF',
  role: 'perfil',
  clientId: 'cliente',
  active: 'ativo',
};

function summary(entry: HistoryEntry): string {
  const changes = entry.details?.changes;
  if (changes && typeof changes === 'object') {
    const names = Object.keys(changes).map((k) => fieldLabels[k] ?? k);
    if (names.length) return `Campos: ${names.join(', ')}`;
  }
  const motivo = entry.details?.motivo;
  return typeof motivo === 'string' ? `Motivo: ${motivo}` : '';
}

const columns: ListColumn<HistoryEntry>[] = [
  { key: 'data', label: 'Data e hora', nowrap: true, cell: (entry) => formatDateTime(entry.at) },
  {
    key: 'acao',
    label: 'Ação',
    cell: (entry) => (
      <>
        <Text size="sm">{actionLabels[entry.action] ?? entry.action}</Text>
        <Text size="xs" c="dimmed">
          {summary(entry)}
        </Text>
      </>
    ),
  },
  { key: 'por', label: 'Por', cell: (entry) => entry.actor_name ?? entry.actor_email ?? 'Sistema' },
  { key: 'ip', label: 'Origem (IP)', cell: (entry) => entry.ip ?? '—' },
];

interface Props {
  query: { data?: Page<HistoryEntry>; isPending: boolean; isError: boolean };
  page: number;
  onPage: (page: number) => void;
}

/** The "Histórico" tab of a record page: who did what, when and from where (audit log). */
export function HistoryTable({ query, page, onPage }: Props) {
  if (query.isError)
    return <Alert color="red">Não foi possível carregar o histórico. Tente novamente.</Alert>;
  if (query.isPending) return <Skeleton h={120} />;
  const data = query.data;
  if (!data || data.total === 0) return <Text c="dimmed">Nenhum registro no histórico ainda.</Text>;
  return (
    <Stack gap="sm">
      <ListTable
        label="Histórico"
        rows={data.data}
        rowKey={(entry) => entry.id}
        columns={columns}
        rowTestId="history-entry"
        minWidth={640}
      />
      <ListPagination total={data.total} limit={data.limit} page={page} onChange={onPage} size="sm" />
    </Stack>
  );
}
