import { Alert, Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { Answer, Attempt } from '@siao/shared';
import { useState } from 'react';
import { confirmAndRun, toast } from '../../lib/dialogs';
import { fetchAttempt, submitAttempt } from './learning-api';
import { QuestionInput } from './question-input';
import { QuestionReviewView } from './question-review';
import { QuizTimer } from './quiz-timer';
import { type SyncState, useAnswerSync } from './use-answer-sync';

const syncLabel: Record<SyncState, { text: string; color: string }> = {
  salvo: { text: 'salvo', color: 'teal' },
  salvando: { text: 'salvando…', color: 'blue' },
  sem_conexao: { text: 'sem conexão', color: 'orange' },
  erro: { text: 'erro ao salvar', color: 'red' },
};

const answered = (a: Answer | null | undefined) =>
  !!a &&
  ((a.option_ids?.length ?? 0) > 0 ||
    Object.values(a.pairs ?? {}).some(Boolean) ||
    (a.order?.length ?? 0) > 0);

/**
 * Taking an attempt: one question per page or all on one page (the quiz's setting), navigation,
 * every change saved, server-driven timer. When the quiz shows something "durante a tentativa",
 * the review the server allows appears under each answered question after it is saved.
 */
export function AttemptRunner({ attempt, onClosed }: { attempt: Attempt; onClosed: (a: Attempt) => void }) {
  const initial = Object.fromEntries(attempt.questions.map((q) => [q.question_id, q.answer]));
  const [review, setReview] = useState(attempt.review);
  const liveReview = attempt.review !== null;
  const sync = useAnswerSync(attempt.id, initial, () => {
    if (liveReview)
      fetchAttempt(attempt.id).then(
        (a) => setReview(a.review),
        () => undefined,
      );
  });
  const [index, setIndex] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const q = attempt.questions[index]!;
  const done = attempt.questions.filter((x) => answered(sync.answers[x.question_id])).length;
  const total = attempt.questions.length;

  async function submit(askFirst: boolean) {
    const blank = total - done;
    await confirmAndRun({
      // the time running out submits without asking
      confirm: askFirst
        ? {
            title: 'Enviar respostas',
            message: blank
              ? `Há ${blank} pergunta(s) sem resposta. Depois de enviar, não será possível alterar as respostas. Enviar mesmo assim?`
              : 'Depois de enviar, não será possível alterar as respostas. Deseja enviar?',
            confirmLabel: 'Enviar',
          }
        : null,
      run: async () => {
        setSubmitting(true);
        try {
          await sync.flush();
          if (sync.hasPending()) {
            toast.error('Há respostas ainda não salvas. Verifique sua conexão e tente de novo.');
            return;
          }
          onClosed(await submitAttempt(attempt.id));
        } finally {
          setSubmitting(false);
        }
      },
    });
  }

  const s = syncLabel[sync.state];
  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600} aria-live="polite">
          {attempt.one_per_page ? `Pergunta ${index + 1} de ${total}` : `${total} perguntas`}
        </Text>
        <Group>
          <Badge color={s.color} variant="light" data-testid="save-state" aria-live="polite">
            {s.text}
          </Badge>
          {attempt.deadline_at && (
            <QuizTimer
              deadline={attempt.deadline_at}
              serverNow={attempt.server_now}
              onExpire={() => void submit(false)}
            />
          )}
        </Group>
      </Group>
      <Progress value={(done / total) * 100} aria-label={`${done} de ${total} respondidas`} />
      <Text size="sm" c="dimmed">
        {done} de {total} respondidas
      </Text>
      {sync.error && <Alert color="red">{sync.error}</Alert>}
      {(attempt.one_per_page ? [q] : attempt.questions).map((x) => {
        const r = review?.find((y) => y.question_id === x.question_id);
        const n = attempt.questions.indexOf(x) + 1;
        return (
          <Card withBorder key={x.question_id} id={`pergunta-${n}`}>
            <Text fw={600} mb="sm">
              {attempt.one_per_page ? '' : `${n}. `}
              {x.statement}
            </Text>
            <QuestionInput
              question={x}
              answer={sync.answers[x.question_id] ?? null}
              onChange={(a) => sync.change(x.question_id, a)}
            />
            {r && <QuestionReviewView question={x} review={r} />}
          </Card>
        );
      })}
      {attempt.one_per_page ? (
        <Group justify="space-between">
          <Group gap={4} aria-label="Navegação entre perguntas">
            {attempt.questions.map((x, i) => (
              <Button
                key={x.question_id}
                size="xs"
                variant={i === index ? 'filled' : answered(sync.answers[x.question_id]) ? 'light' : 'default'}
                aria-label={`Ir para a pergunta ${i + 1}`}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => setIndex(i)}
              >
                {i + 1}
              </Button>
            ))}
          </Group>
          <Group>
            <Button variant="default" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              Anterior
            </Button>
            {index < total - 1 ? (
              <Button onClick={() => setIndex(index + 1)}>Próxima</Button>
            ) : (
              <Button color="teal" loading={submitting} onClick={() => void submit(true)}>
                Enviar respostas
              </Button>
            )}
          </Group>
        </Group>
      ) : (
        <Group justify="flex-end">
          <Button color="teal" loading={submitting} onClick={() => void submit(true)}>
            Enviar respostas
          </Button>
        </Group>
      )}
    </Stack>
  );
}
