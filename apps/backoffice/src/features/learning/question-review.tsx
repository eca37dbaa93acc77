import { Alert, Badge, Group, List, Text } from '@mantine/core';
import { type Attempt, pluralWord, type QuestionReview } from '@siao/shared';

const stateLabel = { correta: 'Correta', parcial: 'Parcialmente correta', incorreta: 'Incorreta' } as const;
const stateColor = { correta: 'teal', parcial: 'yellow', incorreta: 'red' } as const;

/** One question's review: only what the server sent for this moment (null parts are not shown). */
export function QuestionReviewView({
  question: q,
  review: r,
}: {
  question: Attempt['questions'][number];
  review: QuestionReview;
}) {
  const text = (id: string) => q.options.find((o) => o.id === id)?.text ?? '';
  const matchText = (id: string) => q.matches.find((m) => m.id === id)?.text ?? '';
  const key = [
    ...(r.correct_option_ids ?? []).map((id) => ({ id, label: text(id) })),
    ...Object.entries(r.correct_pairs ?? {}).map(([left, right]) => ({
      id: left,
      label: `${text(left)} → ${matchText(right)}`,
    })),
    ...(r.correct_order ?? []).map((id, n) => ({ id, label: `${n + 1}. ${text(id)}` })),
  ];
  return (
    <>
      <Group mt={4} gap="xs">
        {r.state && <Badge color={stateColor[r.state]}>{stateLabel[r.state]}</Badge>}
        {r.score !== null && (
          <Badge variant="light">
            {r.score.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} de{' '}
            {r.points.toLocaleString('pt-BR')} {pluralWord(r.points, 'ponto')}
          </Badge>
        )}
      </Group>
      {r.correct_option_ids !== null && (
        <>
          <Text size="sm" mt="xs">
            Resposta correta:
          </Text>
          <List size="sm">
            {key.map((k) => (
              <List.Item key={k.id}>{k.label}</List.Item>
            ))}
          </List>
        </>
      )}
      {r.feedback?.map((f) => (
        <Text key={f.option_id} size="sm" c="dimmed">
          {text(f.option_id)}: {f.text}
        </Text>
      ))}
      {r.explanation && (
        <Alert mt="xs" color="blue" title="Explicação">
          {r.explanation}
        </Alert>
      )}
    </>
  );
}
