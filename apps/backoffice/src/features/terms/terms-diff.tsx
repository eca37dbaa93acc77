import { Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import { diffLines, htmlToLines } from '../../lib/text-diff';

/** What publishing changes: the previous version's text against the draft, line by line. */
export function TermsDiff({ before, after }: { before: string; after: string }) {
  const lines = diffLines(htmlToLines(before), htmlToLines(after));
  const changed = lines.filter((l) => l.kind !== 'same').length;
  return (
    <Stack gap={4} data-testid="terms-diff">
      <Text size="sm" fw={600}>
        {changed === 0
          ? 'O texto é igual ao da versão anterior.'
          : before
            ? 'O que muda em relação à versão anterior:'
            : 'Primeira versão: todo o texto é novo.'}
      </Text>
      <Box mah="40vh" style={{ overflow: 'auto' }} fz="sm">
        {lines.map((line, i) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are in a fixed order and may repeat
            key={i}
            component={line.kind === 'added' ? 'ins' : line.kind === 'removed' ? 'del' : 'div'}
            display="block"
            px="xs"
            py={2}
            bg={line.kind === 'added' ? 'teal.0' : line.kind === 'removed' ? 'red.0' : undefined}
            c={line.kind === 'same' ? 'dimmed' : undefined}
            style={{ textDecoration: 'none' }}
          >
            <span aria-hidden>{line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  '}</span>
            {line.kind !== 'same' && (
              <VisuallyHidden>{line.kind === 'added' ? 'Incluído: ' : 'Removido: '}</VisuallyHidden>
            )}
            {line.text}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
