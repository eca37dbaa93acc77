import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import type { Attempt } from '@siao/shared';
import { formatDateTime, formatPercent } from '@siao/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ListTable } from '../../components/list-page';
import { useCurrentUser } from '../../lib/auth/session';
import { errorMessage } from '../../lib/http/api-error';
import { AttemptResult } from './attempt-result';
import { AttemptRunner } from './attempt-runner';
import { fetchAttempt, learningKeys, startAttempt, useMyQuiz } from './learning-api';

/** /quiz/{id}: a learner takes the quiz; staff take it in preview mode (not recorded). */
export function QuizPage() {
  const { id = '' } = useParams();
  const preview = useCurrentUser().role !== 'cliente';
  const quiz = useMyQuiz(id);
  const qc = useQueryClient();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // a reload in the middle of an attempt resumes it where it was
  const openId = quiz.data?.open_attempt_id;
  useEffect(() => {
    if (openId && !attempt) fetchAttempt(openId).then(setAttempt, (e) => setError(errorMessage(e)));
  }, [openId, attempt]);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setAttempt(await startAttempt(id, preview));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const closed = (a: Attempt) => {
    setAttempt(a);
    void qc.invalidateQueries({ queryKey: learningKeys.all });
  };

  if (quiz.isLoading) return <Loader />;
  if (quiz.error) return <Alert color="red">{errorMessage(quiz.error)}</Alert>;
  const q = quiz.data!;
  return (
    <Stack>
      <Text fw={600} size="lg">
        {q.title}
        {preview && ' (pré-visualização: não conta como tentativa)'}
      </Text>
      {error && <Alert color="red">{error}</Alert>}
      {attempt && !attempt.finished_at && <AttemptRunner attempt={attempt} onClosed={closed} />}
      {attempt?.finished_at && <AttemptResult attempt={attempt} onRetry={() => void start()} />}
      {!attempt && (
        <Card withBorder>
          <Stack gap="xs">
            {q.description && <Text>{q.description}</Text>}
            <Text size="sm">
              {q.question_count} perguntas · nota mínima {formatPercent(q.pass_percent)} ·{' '}
              {q.time_limit_minutes
                ? `tempo limite de ${q.time_limit_minutes} minutos`
                : 'sem limite de tempo'}{' '}
              ·{' '}
              {q.attempts_allowed === null
                ? 'tentativas ilimitadas'
                : `${Math.max(0, q.attempts_allowed - q.attempts_used)} de ${q.attempts_allowed} tentativas restantes`}
            </Text>
            {q.grade_percent !== null && (
              <Text size="sm">
                Sua nota: {formatPercent(q.grade_percent)} {q.passed ? '(aprovado)' : '(ainda não aprovado)'}
              </Text>
            )}
            <Group>
              <Button
                loading={busy || !!openId}
                disabled={q.attempts_allowed !== null && q.attempts_used >= q.attempts_allowed}
                onClick={() => void start()}
              >
                {q.attempts_used ? 'Nova tentativa' : 'Iniciar'}
              </Button>
            </Group>
            {q.attempts.length > 0 && (
              <ListTable
                label="Suas tentativas"
                rows={q.attempts}
                rowKey={(a) => a.id}
                columns={[
                  { key: 'tentativa', label: 'Tentativa', cell: (a) => `Tentativa ${a.number}` },
                  {
                    key: 'encerrada',
                    label: 'Encerrada em',
                    cell: (a) => (a.finished_at ? formatDateTime(a.finished_at) : 'em andamento'),
                  },
                  { key: 'nota', label: 'Nota', cell: (a) => formatPercent(a.score_percent) },
                  {
                    key: 'abrir',
                    label: 'Abrir',
                    cell: (a) => (
                      <Button size="xs" variant="subtle" onClick={() => fetchAttempt(a.id).then(setAttempt)}>
                        {a.finished_at ? 'Ver' : 'Continuar'}
                      </Button>
                    ),
                  },
                ]}
                rowTestId="quiz-attempt"
                minWidth={0}
              />
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
