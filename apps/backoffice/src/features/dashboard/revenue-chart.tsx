import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  competenciaLabel,
  competenciaShortLabel,
  formatBRL,
  formatBRLCompact,
  type RevenuePoint,
} from '@siao/shared';

// Receita dos últimos 12 meses as a small SVG (no chart library: recharts and d3 weighed ~100 KB gzipped,
// more than the rest of the dashboard). Screen readers get the figures as a table.
// drawn at the width it is shown (text stays 11 px on a phone instead of shrinking with the drawing)
const DEFAULT_W = 640;
const MIN_W = 280;
const H = 240;
// right: room for half of the last month label, centred on the last point
const PAD = { top: 12, right: 24, bottom: 28, left: 64 };
const series = [
  { key: 'emitido_centavos', name: 'Emitido', color: 'var(--mantine-color-blue-6)' },
  { key: 'recebido_centavos', name: 'Recebido', color: 'var(--mantine-color-teal-7)' },
] as const;

/** Room one month label ("mar/26", 11 px) needs, gap included. */
const LABEL_PX = 48;

/**
 * The months whose label the axis shows at `width` px: all when they fit, else every 2nd, 3rd… counted from
 * the latest month (the one a user looks for), so labels never run into each other.
 */
export function monthTicks(points: RevenuePoint[], width: number): { mes: string; label: string }[] {
  const innerW = Math.max(width, MIN_W) - PAD.left - PAD.right;
  const step = Math.max(1, Math.ceil((points.length * LABEL_PX) / innerW));
  const last = points.length - 1;
  return points
    .filter((_, i) => (last - i) % step === 0)
    .map((p) => ({ mes: p.mes, label: competenciaShortLabel(p.mes) ?? p.mes }));
}

/** Nice upper bound of the axis (1, 2, 2.5 or 5 × 10ⁿ reais, in centavos). */
function axisMax(max: number): number {
  if (max <= 0) return 100_00;
  const pow = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 2.5, 5, 10].map((m) => m * pow).find((v) => v >= max) ?? 10 * pow) as number;
}

export function RevenueChart({ points }: { points: RevenuePoint[] }) {
  const { ref, width: measured } = useElementSize();
  const W = Math.max(MIN_W, Math.round(measured) || DEFAULT_W);
  const ticksShown = new Set(monthTicks(points, W).map((t) => t.mes));
  const top = axisMax(Math.max(0, ...points.flatMap((p) => [p.emitido_centavos, p.recebido_centavos])));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length > 1 ? (i * innerW) / (points.length - 1) : innerW / 2);
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * top);
  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label="Gráfico da receita emitida e recebida nos últimos 12 meses (valores na tabela a seguir)"
        style={{ display: 'block', maxHeight: 280 }}
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="var(--mantine-color-gray-3)" />
            <text
              x={PAD.left - 6}
              y={y(t) + 4}
              textAnchor="end"
              fontSize={11}
              fill="var(--mantine-color-dimmed)"
            >
              {formatBRLCompact(t)}
            </text>
          </g>
        ))}
        {points.map((p, i) =>
          !ticksShown.has(p.mes) ? null : (
            <text
              key={p.mes}
              x={x(i)}
              y={H - 8}
              textAnchor="middle"
              fontSize={11}
              fill="var(--mantine-color-dimmed)"
            >
              {competenciaShortLabel(p.mes) ?? p.mes}
            </text>
          ),
        )}
        {series.map((s) => {
          const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(i)},${y(p[s.key])}`).join(' ');
          const area = points.length ? `${line} L${x(points.length - 1)},${y(0)} L${x(0)},${y(0)} Z` : '';
          return (
            <g key={s.key}>
              <path d={area} fill={s.color} fillOpacity={0.12} />
              <path d={line} fill="none" stroke={s.color} strokeWidth={2} />
              {points.map((p, i) => (
                <circle key={p.mes} cx={x(i)} cy={y(p[s.key])} r={3} fill={s.color}>
                  <title>{`${s.name} em ${competenciaLabel(p.mes) ?? p.mes}: ${formatBRL(p[s.key])}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
      </svg>
      <Group gap="md" justify="center" mt={4} aria-hidden>
        {series.map((s) => (
          <Group key={s.key} gap={6}>
            <span
              style={{ width: 12, height: 12, borderRadius: 3, background: s.color, display: 'inline-block' }}
            />
            <Text size="sm">{s.name}</Text>
          </Group>
        ))}
      </Group>
      <VisuallyHidden>
        <table>
          <caption>Receita dos últimos 12 meses</caption>
          <thead>
            <tr>
              <th scope="col">Mês</th>
              <th scope="col">Emitido</th>
              <th scope="col">Recebido</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.mes}>
                <th scope="row">{competenciaLabel(p.mes) ?? p.mes}</th>
                <td>{formatBRL(p.emitido_centavos)}</td>
                <td>{formatBRL(p.recebido_centavos)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </div>
  );
}
