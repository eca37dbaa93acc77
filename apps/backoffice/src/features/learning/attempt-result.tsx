import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Attempt, LearnerJourney } from '@siao/shared';
import { formatPercent } from '@siao/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth/session';
import { downloadCertificate, learningKeys } from './learning-api';
import { QuestionReviewView } from './question-review';

const FOLLOW_UP_POLL_MS = 1_000;
const FOLLOW_UP_POLLS = 30;

/**
 * A journey holding this quiz still shows its step not done, or is complete without its certificate yet:
 * the server's follow-up of the close has not run yet.
 */
const followUpPending = (journeys: LearnerJourney[] | undefined, quizId: string) =>
  !journeys ||
  journeys.some(
    (j) =>
      j.trails.some((t) => t.steps.some((s) => s.quiz_id === quizId)) &&
      (j.trails.some((t) => t.steps.some((s) => s.quiz_id === quizId && s.status !== 'concluida')) ||
        (j.steps_done === j.steps_total && !j.certificate_id)),
  );

/** Score, pass/fail, review (when the quiz allows it), attempts left and the certificate. */
export function AttemptResult({ attempt, onRetry }: { attempt: Attempt; onRetry?: () => void }) {
  const user = useCurrentUser();
  const { role } = user;
  const learner = role === 'cliente';
  const journeys = useQuery({
    queryKey: learningKeys.myJourneys(),
    queryFn: () => api.get<LearnerJourney[]>('learning/me/journeys'),
    enabled: learner,
    // progress and the certificate follow the close in a server job: ask again until it has run
    refetchInterval: (query) =>
      attempt.passed &&
      !attempt.preview &&
      query.state.dataUpdateCount < FOLLOW_UP_POLLS &&
      followUpPending(query.state.data, attempt.quiz_id)
        ? FOLLOW_UP_POLL_MS
        : false,
  });
  // the journeys this quiz belongs to: what passing it meant for each
  const holding = (journeys.data ?? []).filter((j) =>
    j.trails.some((t) => t.steps.some((s) => s.quiz_id === attempt.quiz_id)),
  );
  const certified = holding.filter((j) => j.certificate_id);
  const pending = holding.filter((j) => !j.certificate_id && j.steps_done === j.steps_total);
  return (
    <Stack>
      <Card withBorder>
        <Title order={2} size="h3">
          Resultado
        </Title>
        <Group mt="sm">
          <Text size="xl" fw={700} data-testid="quiz-score">
            Nota: {formatPercent(attempt.score_percent ?? 0)}
          </Text>
          <Badge color={attempt.passed ? 'teal' : 'red'} size="lg">
            {attempt.passed ? 'Aprovado' : 'Reprovado'}
          </Badge>
        </Group>
        <Text c="dimmed" size="sm">
          Nota mínima: {formatPercent(attempt.pass_percent)}.{' '}
          {attempt.attempts_left === null
            ? 'Tentativas ilimitadas.'
            : `Tentativas restantes: ${attempt.attempts_left}.`}
        </Text>
        <Group mt="md">
          {onRetry && (attempt.attempts_left === null || attempt.attempts_left > 0) && (
            <Button variant="default" onClick={onRetry}>
              Nova tentativa
            </Button>
          )}
          {learner ? (
            <Button variant="subtle" component={Link} to="/treinamentos">
              Voltar aos treinamentos
            </Button>
          ) : (
            <Button
              variant="subtle"
              component={Link}
              to={role === 'superadmin' ? '/superadmin/siaoseg/quizzes' : '/'}
            >
              {role === 'superadmin' ? 'Voltar aos quizzes' : 'Voltar ao painel'}
            </Button>
          )}
        </Group>
      </Card>
      {learner && attempt.passed && (
        <>
          {certified.map((j) => (
            <Alert key={j.id} color="teal" title={`Jornada concluída: ${j.title}`}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">Parabéns! Seu certificado está disponível.</Text>
                <Group gap="xs">
                  <Button
                    size="xs"
                    onClick={() => downloadCertificate(j.certificate_id!, j.title, user.name)}
                  >
                    Baixar certificado
                  </Button>
                  <Button size="xs" variant="default" component={Link} to="/treinamentos">
                    Ver em Treinamentos
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ))}
          {pending.map((j) => (
            <Alert key={j.id} color="teal" title={`Jornada concluída: ${j.title}`}>
              Emitindo o seu certificado… ele aparece aqui e em Treinamentos em instantes.
            </Alert>
          ))}
          {holding.length > 0 && certified.length + pending.length === 0 && (
            <Alert color="blue" title="Etapa concluída">
              Continue a jornada em Treinamentos: o certificado sai quando todas as etapas estiverem
              concluídas.
            </Alert>
          )}
        </>
      )}
      {attempt.review ? (
        attempt.questions.map((q, i) => {
          const r = attempt.review!.find((x) => x.question_id === q.question_id);
          return (
            <Card withBorder key={q.question_id}>
              <Text fw={600}>
                {i + 1}. {q.statement}
              </Text>
              {r && <QuestionReviewView question={q} review={r} />}
            </Card>
          );
        })
      ) : (
        <Text c="dimmed">A correção detalhada não está disponível para esta tentativa.</Text>
      )}
    </Stack>
  );
}
