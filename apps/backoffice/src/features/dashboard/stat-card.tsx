import { Card, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A dashboard figure that links to the list it summarises (no link when the user may not open it). */
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
  to?: string;
  color?: string;
}) {
  const content = (
    <>
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
    </>
  );
  if (!to)
    return (
      <Card withBorder padding="md">
        {content}
      </Card>
    );
  return (
    // the link's name is its visible text plus the hint (WCAG 2.5.3: no label that hides the text)
    <Card withBorder padding="md" component={Link} to={to}>
      {content}
      <VisuallyHidden>abrir a lista</VisuallyHidden>
    </Card>
  );
}
