import { Card, Progress, Stack, Text, Title } from '@mantine/core';
import type { TrainingProgress } from '@siao/shared';
import { formatPercent } from '@siao/shared';

/** Progresso dos treinamentos: completed enrolments per client (loaded after the dashboard's first paint). */
export function Training({ t }: { t: TrainingProgress }) {
  return (
    <Card withBorder>
      <Title order={2} fz="h4" mb="xs">
        Progresso dos treinamentos
      </Title>
      {t.por_cliente.length === 0 ? (
        <Text c="dimmed">{t.nota ?? 'Nenhum treinamento em andamento.'}</Text>
      ) : (
        <Stack gap="xs">
          {t.por_cliente.map((c) => {
            const pct = c.total ? Math.round((c.concluidos / c.total) * 100) : 0;
            return (
              <div key={c.client_id}>
                <Text size="sm">
                  {c.client_name}: {c.concluidos} de {c.total} inscrições concluídas ({formatPercent(pct)})
                </Text>
                <Progress value={pct} aria-label={`${c.client_name}: ${formatPercent(pct)} concluído`} />
              </div>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
