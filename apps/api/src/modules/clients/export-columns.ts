import {
  clientStatusLabels,
  formatCep,
  formatCnpj,
  formatCns,
  formatCpf,
  formatPhone,
  type Product,
  personTypeLabels,
  productLabels,
  saoPauloParts,
} from '@siao/shared';
import type { ClientRow } from './repository';

type Cell = string | number | Date | null;

export interface ExportColumn {
  header: string;
  width: number;
  /** Excel number format, for numeric and date cells */
  numFmt?: string;
  value(row: ClientRow): Cell;
}

/** The calendar day in São Paulo as a UTC-midnight Date: what Excel shows is the day people saw. */
const businessDay = (at: Date) => {
  const p = saoPauloParts(at);
  return new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day)));
};

export const exportColumns: ExportColumn[] = [
  { header: 'Razão social / Nome', width: 40, value: (r) => r.legalName },
  { header: 'Nome fantasia', width: 30, value: (r) => r.tradeName },
  { header: 'Tipo', width: 16, value: (r) => personTypeLabels[r.personType] },
  {
    header: 'CPF/CNPJ',
    width: 20,
    value: (r) => (r.personType === 'pj' ? formatCnpj(r.document) : formatCpf(r.document)),
  },
  { header: 'CNS', width: 10, value: (r) => (r.cns ? formatCns(r.cns) : null) },
  { header: 'E-mail', width: 30, value: (r) => r.email },
  { header: 'Telefone', width: 16, value: (r) => (r.phone ? formatPhone(r.phone) : null) },
  { header: 'CEP', width: 10, value: (r) => (r.cep ? formatCep(r.cep) : null) },
  { header: 'Logradouro', width: 30, value: (r) => r.street },
  { header: 'Número', width: 8, value: (r) => r.number },
  { header: 'Complemento', width: 16, value: (r) => r.complement },
  { header: 'Bairro', width: 20, value: (r) => r.district },
  { header: 'Cidade', width: 20, value: (r) => r.city },
  { header: 'UF', width: 5, value: (r) => r.uf },
  { header: 'Status', width: 8, value: (r) => clientStatusLabels[r.status] },
  {
    header: 'Produtos',
    width: 28,
    value: (r) => (r.products as Product[]).map((p) => productLabels[p] ?? p).join(', '),
  },
  {
    header: 'Mensalidade (R$)',
    width: 16,
    numFmt: '"R$" #,##0.00',
    value: (r) => r.monthlyFeeCents / 100,
  },
  { header: 'Dia de vencimento', width: 10, value: (r) => r.dueDay },
  { header: 'Cadastrado em', width: 14, numFmt: 'dd/mm/yyyy', value: (r) => businessDay(r.createdAt) },
];
