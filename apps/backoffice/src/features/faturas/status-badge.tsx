import { Badge } from '@mantine/core';
import { type FaturaStatus, faturaStatusLabels } from '@siao/shared';

const colors: Record<FaturaStatus, string> = {
  aberta: 'blue',
  vencida: 'red',
  paga: 'green',
  cancelada: 'gray',
};

export function StatusBadge({ status, testId }: { status: FaturaStatus; testId?: string }) {
  return (
    <Badge color={colors[status]} variant="light" data-testid={testId} data-status={status}>
      {faturaStatusLabels[status]}
    </Badge>
  );
}
