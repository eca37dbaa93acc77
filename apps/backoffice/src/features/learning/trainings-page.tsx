import {
  Accordion,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Progress,
  Stack,
  Text,
  Typography,
} from '@mantine/core';
import { formatDate, formatPercent, type LearnerJourney, stepKindLabels } from '@siao/shared';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { DocumentStepReader } from './document-step-reader';
import { downloadCertificate, useMarkStepDone, useMyJourneys } from './learning-api';

type Step = LearnerJourney['trails'][number]['steps'][number];
const statusBadge = {
  concluida: ['Concluída', 'teal'],
  disponivel: ['Disponível', 'blue'],
  bloqueada: ['Bloqueada', 'gray'],
} as const;

function StepRow({ step }: { step: Step }) {
  const done = useMarkStepDone();
  const mark = (label: string) => (
    <Button
      size="xs"
      variant="light"
      loading={done.isPending}
      onClick={() => done.mutate(step.id, { onError: (e) => toast.error(errorMessage(e)) })}
    >
      {label}
    </Button>
  );
  const [reading, setReading] = useState(false);
  const markRead = useCallback(
    () =>
      done.mutate(step.id, {
        onSuccess: () => toast.success('Documento lido.'),
        onError: (e) => toast.error(errorMessage(e)),
      }),
    [done.mutate, step.id],
  );
  const [label, color] = statusBadge[step.status];
  const open = step.status === 'disponivel';
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500}>
          {stepKindLabels[step.kind]}: {step.title}
        </Text>
        <Badge color={color}>{label}</Badge>
      </Group>
      {step.status !== 'bloqueada' && (
        <Stack gap="xs" mt="xs">
          {step.kind === 'licao' && step.lesson_html && (
            <Typography>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (sanitize-html) when the superadmin saved it */}
              <div dangerouslySetInnerHTML={{ __html: step.lesson_html }} />
            </Typography>
          )}
          {step.kind === 'video' && step.video_url && (
            <Text size="sm">
              <a href={step.video_url} target="_blank" rel="noreferrer">
                Assistir ao vídeo
              </a>{' '}
              ({step.video_minutes} min)
            </Text>
          )}
          {step.kind === 'documento' && step.document_id && (
            <Text size="sm">
              <Button size="xs" variant="subtle" onClick={() => setReading(true)}>
                Abrir o documento
              </Button>
            </Text>
          )}
          {reading && (
            <DocumentStepReader
              stepId={step.id}
              title={step.title}
              canMark={open}
              onRead={markRead}
              onClose={() => setReading(false)}
            />
          )}
          <Group>
            {open && step.kind === 'licao' && mark('Marcar como lida')}
            {open && step.kind === 'video' && mark('Marcar como assistido')}
            {step.kind === 'quiz' && step.quiz_id && (
              <Button size="xs" component={Link} to={`/quiz/${step.quiz_id}`}>
                {step.status === 'concluida' ? 'Ver quiz' : 'Fazer o quiz'}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Card>
  );
}

/** "Treinamentos": the journeys published to the user's client, with progress and due dates. */
export function TrainingsPage() {
  const user = useCurrentUser();
  const journeys = useMyJourneys();
  if (journeys.isLoading) return <Loader />;
  if (journeys.error) return <Alert color="red">{errorMessage(journeys.error)}</Alert>;
  return (
    <Stack>
      {!journeys.data?.length && (
        <Text c="dimmed">Nenhum treinamento foi publicado para o seu cartório ainda.</Text>
      )}
      {journeys.data?.map((j) => {
        const pct = j.steps_total ? Math.round((j.steps_done / j.steps_total) * 100) : 0;
        const overdue = !j.completed_at && j.due_at && new Date(j.due_at) < new Date();
        return (
          <Card withBorder key={j.id}>
            {j.cover_url && (
              <Card.Section mb="sm">
                <Image src={j.cover_url} alt="" h={140} fit="cover" />
              </Card.Section>
            )}
            <Group justify="space-between">
              <Text fw={700} size="lg">
                {j.title}
              </Text>
              <Group>
                {j.completed_at ? (
                  <Badge color="teal">Concluída em {formatDate(j.completed_at)}</Badge>
                ) : j.due_at ? (
                  <Badge color={overdue ? 'red' : 'gray'}>
                    {overdue ? 'Atrasada: prazo era' : 'Prazo:'} {formatDate(j.due_at)}
                  </Badge>
                ) : null}
                {j.certificate_id && (
                  <Button
                    size="xs"
                    onClick={() =>
                      downloadCertificate(j.certificate_id!, j.title, user.name).catch((e) =>
                        toast.error(errorMessage(e)),
                      )
                    }
                  >
                    Baixar certificado
                  </Button>
                )}
              </Group>
            </Group>
            <Text size="sm" c="dimmed">
              {j.description} · {j.workload_hours} h
            </Text>
            <Progress value={pct} mt="sm" aria-label={`Progresso: ${formatPercent(pct)}`} />
            <Text size="xs" c="dimmed">
              {j.steps_done} de {j.steps_total} etapas concluídas ({formatPercent(pct)})
            </Text>
            <Accordion mt="sm" multiple>
              {j.trails.map((t) => (
                <Accordion.Item key={t.id} value={t.id}>
                  <Accordion.Control>
                    {t.title} ({t.steps.filter((s) => s.status === 'concluida').length}/{t.steps.length})
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="xs">
                      {t.steps.map((s) => (
                        <StepRow key={s.id} step={s} />
                      ))}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Card>
        );
      })}
    </Stack>
  );
}
