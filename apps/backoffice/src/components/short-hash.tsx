import { Text, Tooltip } from '@mantine/core';

/** A SHA-256 shown by its first 12 characters; the whole hash in the tooltip. */
export function ShortHash({ hash }: { hash: string }) {
  return (
    <Tooltip label={hash}>
      <Text size="xs" ff="monospace">
        {hash.slice(0, 12)}…
      </Text>
    </Tooltip>
  );
}
