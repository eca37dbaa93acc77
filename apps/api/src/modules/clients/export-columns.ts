import {
  clientStatusLabels,
  formatCep,
  formatCns,
  formatDocument,
  formatPhone,
  type Product,
  personTypeLabels,
  productLabels,
  saoPauloParts,
} from '@siao/shared';
import type { ExportColumn } from '../../lib/export/table-export';
import type { ClientRow } from './repository';

/** The calendar day in São Paulo (aaaa-mm-dd): what the spreadsheet shows is the day people saw. */
const businessDay = (at: Date) => {
  const p = saoPauloParts(at);
  return `${p.year}-${p.month}-${p.day}`;
};

export const exportColumns: ExportColumn<ClientRow>[] = [
  { header: 'Razão social / Nome', kind: 'text', width: 40, value: (r) => r.legalName },
  { header: 'Nome fantasia', kind: 'text', width: 30, value: (r) => r.tradeName },
  { header: 'Tipo', kind: 'text', width: 16, value: (r) => personTypeLabels[r.personType] },
  {
    header: 'CPF/CNPJ',
    kind: 'text',
    width: 20,
    value: (r) => formatDocument(r.document),
  },
  { header: 'CNS', kind: 'text', width: 10, value: (r) => (r.cns ? formatCns(r.cns) : null) },
  { header: 'E-mail', kind: 'text', width: 30, value: (r) => r.email },
  { header: 'Telefone', kind: 'text', width: 16, value: (r) => (r.phone ? formatPhone(r.phone) : null) },
  { header: 'CEP', kind: 'text', width: 10, value: (r) => (r.cep ? formatCep(r.cep) : null) },
  { header: 'Logradouro', kind: 'text', width: 30, value: (r) => r.street },
  { header: 'Número', kind: 'text', width: 8, value: (r) => r.number },
  { header: 'Complemento', kind: 'text', width: 16, value: (r) => r.complement },
  { header: 'Bairro', kind: 'text', width: 20, value: (r) => r.district },
  { header: 'Cidade', kind: 'text', width: 20, value: (r) => r.city },
  { header: 'UF', kind: 'text', width: 5, value: (r) => r.uf },
  { header: 'Situação', kind: 'text', width: 10, value: (r) => clientStatusLabels[r.status] },
  {
    header: 'Produtos',
    kind: 'text',
    width: 28,
    value: (r) => (r.products as Product[]).map((p) => productLabels[p] ?? p).join(', '),
  },
  {
    header: 'Mensalidade (R$)',
    kind: 'money',
    value: (r) => r.monthlyFeeCents,
  },
  { header: 'Dia de vencimento', kind: 'number', width: 10, value: (r) => r.dueDay },
  { header: 'Cadastrado em', kind: 'date', width: 14, value: (r) => businessDay(r.createdAt) },
];
