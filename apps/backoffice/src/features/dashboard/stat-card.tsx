import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A dashboard figure that links to the list it summarises. */
export function StatCard({
  label,
  value,
  hint,
  to,
  color,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  to: string;
  color?: string;
}) {
  return (
    <Card withBorder padding="md" component={Link} to={to} aria-label={`${label}: abrir a lista`}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" c={color}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}
