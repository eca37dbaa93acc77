import { AreaChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { competenciaLabel, formatBRL, type RevenuePoint } from '@siao/shared';

/** Receita dos últimos 12 meses: issued vs received, in reais on the axis, BRL in the tooltip. */
export function RevenueChart({ points }: { points: RevenuePoint[] }) {
  const data = points.map((p) => ({
    mes: (competenciaLabel(p.mes) ?? p.mes).replace(/^(\w{3})\w*\//, '$1/'),
    Emitido: p.emitido_centavos / 100,
    Recebido: p.recebido_centavos / 100,
  }));
  return (
    <AreaChart
      h={260}
      data={data}
      dataKey="mes"
      series={[
        { name: 'Emitido', color: 'blue.6' },
        { name: 'Recebido', color: 'teal.6' },
      ]}
      curveType="monotone"
      valueFormatter={(v) => formatBRL(Math.round(v * 100))}
      withLegend
    />
  );
}
