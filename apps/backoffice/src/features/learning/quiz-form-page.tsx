import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import {
  defaultReviewMatrix,
  gradingMethodLabels,
  type QuizDetail,
  type QuizInput,
  quizInputSchema,
  type ReviewMatrix,
  saoPauloInstant,
  saoPauloWallClock,
} from '@siao/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { FormFailure } from '../../components/forms/form-failure';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { confirmAndRun, toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useDeleteQuiz, useQuiz, useSaveQuiz } from './learning-api';
import { QuestionList } from './question-list';
import { RandomSlotsField, ReviewMatrixField } from './quiz-settings-fields';
import { AccommodationsPanel, AnalyticsPanel, RegradePanel } from './quiz-tools';
import { ShowAnswersField } from './show-answers-field';
import { TitleFields } from './title-fields';

/** ISO instant → the date-time picker's São Paulo wall-clock value ("2026-12-01 18:00:00"). */
const toLocalInput = (iso: string | null) => (iso ? saoPauloWallClock(iso) : '');

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Payload path → form field: a slot's category/count stay per slot; the review matrix is one field. */
const quizFieldOf = (path: string) => (path.startsWith('review.') ? 'review' : path);

function QuizForm({ quiz }: { quiz?: QuizDetail }) {
  const navigate = useNavigate();
  const save = useSaveQuiz(quiz?.id);
  const remove = useDeleteQuiz();
  const initial: Required<QuizInput> = {
    title: quiz?.title ?? '',
    description: quiz?.description ?? '',
    pass_percent: quiz?.pass_percent ?? 70,
    time_limit_minutes: quiz?.time_limit_minutes ?? null,
    attempts_allowed: quiz?.attempts_allowed ?? null,
    grading: quiz?.grading ?? 'maior',
    shuffle: quiz?.shuffle ?? false,
    show_answers: quiz?.show_answers ?? 'apos_ultima',
    one_per_page: quiz?.one_per_page ?? true,
    review: quiz?.review ?? defaultReviewMatrix,
    closes_at: quiz?.closes_at ?? null,
    random_slots: quiz?.random_slots ?? [],
  };
  // the shared payload schema (the API's own): its words next to the fields; the server's details too
  const form = useSchemaForm({
    initial,
    schema: quizInputSchema,
    fieldOf: quizFieldOf,
    onSubmit: async (_payload, values) => {
      const saved = await save.mutateAsync(values);
      toast.success('Quiz salvo.');
      if (!quiz) navigate(`/superadmin/siaoseg/quizzes/${saved.id}`);
    },
  });
  const { values, errors, failure } = form;
  const set = form.setValue;
  /** A number input whose blank means "no limit" (null). */
  const optionalNumber = (k: 'time_limit_minutes' | 'attempts_allowed') => ({
    ...form.field(k),
    value: values[k] ?? '',
    onChange: (v: string | number) => set(k, v === '' ? null : Number(v)),
  });

  async function del() {
    if (!quiz) return;
    await confirmAndRun({
      confirm: {
        title: 'Excluir quiz',
        message: `Excluir "${quiz.title}"?`,
        danger: true,
        confirmLabel: 'Excluir',
      },
      run: () => remove.mutateAsync(quiz.id),
      onSuccess: () => navigate('/superadmin/siaoseg/quizzes'),
    });
  }

  return (
    <Card withBorder>
      <form {...form.formProps}>
        <Stack>
          <FormFailure failure={failure} />
          <TitleFields title={form.text('title')} description={form.text('description')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label="Nota mínima (%)"
              min={1}
              max={100}
              {...form.field('pass_percent')}
              onChange={(v) => set('pass_percent', Number(v) || 0)}
            />
            <NumberInput
              label="Tempo limite (min)"
              description="Vazio: sem limite"
              min={1}
              {...optionalNumber('time_limit_minutes')}
            />
            <NumberInput
              label="Tentativas"
              description="Vazio: ilimitadas"
              min={1}
              {...optionalNumber('attempts_allowed')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Nota final"
              allowDeselect={false}
              data={options(gradingMethodLabels)}
              value={values.grading}
              error={errors.grading}
              onChange={(v) => set('grading', (v ?? 'maior') as Required<QuizInput>['grading'])}
            />
            <ShowAnswersField
              value={values.show_answers}
              attemptsAllowed={values.attempts_allowed}
              error={errors.show_answers}
              onChange={(v) => set('show_answers', v)}
              onLimitAttempts={(n) => set('attempts_allowed', n)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Apresentação"
              allowDeselect={false}
              data={[
                { value: 'uma', label: 'Uma pergunta por página' },
                { value: 'todas', label: 'Todas na mesma página' },
              ]}
              value={values.one_per_page ? 'uma' : 'todas'}
              onChange={(v) => set('one_per_page', v !== 'todas')}
            />
            <DateTimePicker
              label="Fecha em"
              description="Vazio: não fecha"
              valueFormat="DD/MM/YYYY HH:mm"
              clearable
              value={toLocalInput(values.closes_at) || null}
              error={errors.closes_at}
              onBlur={form.field('closes_at').onBlur}
              // the picker speaks São Paulo wall-clock time ("2026-12-01 18:00:00"); the API keeps an instant
              onChange={(v) => set('closes_at', v ? saoPauloInstant(String(v)).toISOString() : null)}
            />
          </SimpleGrid>
          <Switch
            label="Embaralhar perguntas e alternativas"
            checked={values.shuffle}
            onChange={(e) => set('shuffle', e.currentTarget.checked)}
          />
          <RandomSlotsField
            value={values.random_slots}
            onChange={(v) => set('random_slots', v)}
            errors={errors}
          />
          <ReviewMatrixField
            value={(values.review ?? defaultReviewMatrix) as ReviewMatrix}
            onChange={(v) => set('review', v)}
          />
          <Group>
            <Button type="submit" loading={form.saving}>
              Salvar
            </Button>
            {quiz && (
              <Button variant="default" component={Link} to={`/quiz/${quiz.id}`}>
                Pré-visualizar
              </Button>
            )}
            {quiz && (
              <Button color="red" variant="subtle" onClick={() => void del()}>
                Excluir
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** /superadmin/siaoseg/quizzes-new and /superadmin/siaoseg/quizzes/{id}. */
export function QuizFormPage() {
  const { id } = useParams();
  const quiz = useQuiz(id);
  if (id && quiz.isLoading) return <Loader />;
  if (id && quiz.error) return <Alert color="red">{errorMessage(quiz.error)}</Alert>;
  return (
    <Stack>
      <Alert color="blue" title="Onde os alunos veem este quiz" role="note">
        Um quiz só aparece para os alunos como etapa de uma trilha, e só depois que a jornada dessa trilha for
        publicada. Até lá, edite e teste à vontade.
      </Alert>
      {!quiz.data && <QuizForm key="new" />}
      {quiz.data && (
        <Tabs defaultValue="quiz" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="quiz">Quiz e perguntas</Tabs.Tab>
            <Tabs.Tab value="adaptacoes">Adaptações</Tabs.Tab>
            <Tabs.Tab value="analise">Análise das perguntas</Tabs.Tab>
            <Tabs.Tab value="recalcular">Recalcular notas</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="quiz" pt="md">
            <Stack>
              <QuizForm key={quiz.data.id} quiz={quiz.data} />
              <QuestionList quiz={quiz.data} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="adaptacoes" pt="md">
            <AccommodationsPanel quizId={quiz.data.id} />
          </Tabs.Panel>
          <Tabs.Panel value="analise" pt="md">
            <AnalyticsPanel quizId={quiz.data.id} />
          </Tabs.Panel>
          <Tabs.Panel value="recalcular" pt="md">
            <RegradePanel quizId={quiz.data.id} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
