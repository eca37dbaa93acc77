import { type BillingReport, type ClientsReport, competenciaLabel, type UsageReport } from '@siao/shared';
import type { ExportColumn } from '../../lib/export/table-export';

const month = (m: string) => competenciaLabel(m) ?? m;

export const billingMonthColumns: ExportColumn<BillingReport['meses'][number]>[] = [
  { header: 'Mês', kind: 'text', value: (r) => month(r.mes) },
  { header: 'Emitido (R$)', kind: 'money', value: (r) => r.emitido_centavos },
  { header: 'Recebido (R$)', kind: 'money', value: (r) => r.recebido_centavos },
  { header: 'Vencido em aberto (R$)', kind: 'money', value: (r) => r.vencido_centavos },
  { header: 'Inadimplência (%)', kind: 'percent', value: (r) => r.inadimplencia_percentual },
];

export const billingClientColumns: ExportColumn<BillingReport['por_cliente'][number]>[] = [
  { header: 'Cliente', kind: 'text', value: (r) => r.client_name },
  { header: 'Faturas', kind: 'number', value: (r) => r.faturas },
  { header: 'Emitido (R$)', kind: 'money', value: (r) => r.emitido_centavos },
  { header: 'Recebido (R$)', kind: 'money', value: (r) => r.recebido_centavos },
  { header: 'Vencido em aberto (R$)', kind: 'money', value: (r) => r.vencido_centavos },
];

export const clientsColumns: ExportColumn<ClientsReport['meses'][number]>[] = [
  { header: 'Mês', kind: 'text', value: (r) => month(r.mes) },
  { header: 'Novos', kind: 'number', value: (r) => r.novos },
  { header: 'Ativos', kind: 'number', value: (r) => r.ativos },
  { header: 'Inativos', kind: 'number', value: (r) => r.inativos },
];

export const usageColumns: ExportColumn<UsageReport['linhas'][number]>[] = [
  { header: 'Mês', kind: 'text', value: (r) => month(r.mes) },
  { header: 'Cliente', kind: 'text', value: (r) => r.client_name },
  { header: 'Conversas', kind: 'number', value: (r) => r.conversas },
  { header: 'Respostas', kind: 'number', value: (r) => r.respostas },
  { header: 'Tokens de entrada', kind: 'number', value: (r) => r.tokens_entrada },
  { header: 'Tokens de saída', kind: 'number', value: (r) => r.tokens_saida },
];
