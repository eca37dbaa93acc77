import { Text } from '@mantine/core';

/** A label over its value, as the fatura's document and payment sections show their facts. */
export function InfoCell({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
}
