import { Text } from '@mantine/core';

/** A person in a list cell: the name, the e-mail below it in a smaller grey line. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <>
      <Text size="sm">{name}</Text>
      <Text size="xs" c="dimmed">
        {email}
      </Text>
    </>
  );
}
