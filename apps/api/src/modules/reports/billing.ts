import type { BillingReport } from '@siao/shared';
import type { Db } from '../../db/client';
import { revenueByMonth } from '../dashboard';
import { billingPerClient, overdueByCompetencia } from './repository';

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);
/** Rows of the per-client table on screen; the export takes up to EXPORT_MAX_ROWS. */
const CLIENT_ROWS = 500;

/**
 * Faturamento: issued per competência, received per payment month, and overdue (open past due) per
 * competência, plus the same per client. All in SQL; the period is at most 120 months.
 */
export async function billingReport(
  db: Db,
  input: { de: string; ate: string; today: string; clientId?: string; clientRows?: number },
): Promise<BillingReport> {
  const [series, overdueRows, perClient] = await Promise.all([
    revenueByMonth(db, input.de, input.ate, input.clientId),
    overdueByCompetencia(db, input),
    billingPerClient(db, input, input.clientRows ?? CLIENT_ROWS),
  ]);
  const overdueByMonth = new Map(overdueRows.map((r) => [r.mes, Number(r.c)]));
  const meses = series.map((s) => {
    const vencido = overdueByMonth.get(s.mes) ?? 0;
    return { ...s, vencido_centavos: vencido, inadimplencia_percentual: pct(vencido, s.emitido_centavos) };
  });
  const sum = (k: 'emitido_centavos' | 'recebido_centavos' | 'vencido_centavos') =>
    meses.reduce((a, m) => a + m[k], 0);
  const emitido = sum('emitido_centavos');
  const vencido = sum('vencido_centavos');
  return {
    de: input.de,
    ate: input.ate,
    meses,
    por_cliente: perClient.map((r) => ({
      client_id: r.client_id,
      client_name: r.client_name,
      emitido_centavos: Number(r.emitido),
      recebido_centavos: Number(r.recebido),
      vencido_centavos: Number(r.vencido),
      faturas: Number(r.n),
    })),
    totais: {
      emitido_centavos: emitido,
      recebido_centavos: sum('recebido_centavos'),
      vencido_centavos: vencido,
      inadimplencia_percentual: pct(vencido, emitido),
    },
  };
}
