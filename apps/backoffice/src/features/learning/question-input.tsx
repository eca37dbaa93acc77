import { ActionIcon, Checkbox, Group, NativeSelect, Paper, Radio, Stack, Text } from '@mantine/core';
import type { Answer, Attempt } from '@siao/shared';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

type AttemptQuestion = Attempt['questions'][number];

/** One question's answer control; every change is reported at once (and saved by the caller). */
export function QuestionInput({
  question: q,
  answer,
  onChange,
  disabled,
}: {
  question: AttemptQuestion;
  answer: Answer | null;
  onChange: (a: Answer) => void;
  disabled?: boolean;
}) {
  if (q.type === 'unica' || q.type === 'verdadeiro_falso')
    return (
      <Radio.Group
        value={answer?.option_ids?.[0] ?? null}
        onChange={(v) => onChange({ option_ids: [v] })}
        label="Escolha uma alternativa"
      >
        <Stack gap="xs" mt="xs">
          {q.options.map((o) => (
            <Radio key={o.id} value={o.id} label={o.text} disabled={disabled} />
          ))}
        </Stack>
      </Radio.Group>
    );
  if (q.type === 'multipla')
    return (
      <Checkbox.Group
        value={answer?.option_ids ?? []}
        onChange={(v) => onChange({ option_ids: v })}
        label="Marque todas as corretas"
      >
        <Stack gap="xs" mt="xs">
          {q.options.map((o) => (
            <Checkbox key={o.id} value={o.id} label={o.text} disabled={disabled} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  if (q.type === 'associacao') {
    const pairs = answer?.pairs ?? {};
    return (
      <Stack gap="xs">
        {q.options.map((o) => (
          <NativeSelect
            key={o.id}
            label={o.text}
            disabled={disabled}
            value={pairs[o.id] ?? ''}
            data={[
              { value: '', label: 'Escolha o par…' },
              ...q.matches.map((m) => ({ value: m.id, label: m.text })),
            ]}
            onChange={(e) => onChange({ pairs: { ...pairs, [o.id]: e.currentTarget.value } })}
          />
        ))}
      </Stack>
    );
  }
  const order = answer?.order?.length === q.options.length ? answer.order : q.options.map((o) => o.id);
  const move = (i: number, d: number) => {
    const next = [...order];
    [next[i], next[i + d]] = [next[i + d]!, next[i]!];
    onChange({ order: next });
  };
  return (
    <Stack gap={4} aria-label="Ordene os itens">
      {order.map((id, i) => (
        <Paper key={id} withBorder p="xs">
          <Group justify="space-between">
            <Text>
              {i + 1}. {q.options.find((o) => o.id === id)?.text}
            </Text>
            <Group gap={4}>
              <ActionIcon
                variant="default"
                aria-label="Mover para cima"
                disabled={disabled || i === 0}
                onClick={() => move(i, -1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label="Mover para baixo"
                disabled={disabled || i === order.length - 1}
                onClick={() => move(i, 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
