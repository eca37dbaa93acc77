import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Switch,
  Tabs,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  defaultReviewMatrix,
  gradingMethodLabels,
  type QuizDetail,
  type QuizInput,
  quizInputSchema,
  type ReviewMatrix,
  showAnswersLabels,
} from '@siao/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmDialog, toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useDeleteQuiz, useQuiz, useSaveQuiz } from './learning-api';
import { fieldErrorsOf } from './order-buttons';
import { QuestionList } from './question-list';
import { RandomSlotsField, ReviewMatrixField } from './quiz-settings-fields';
import { AccommodationsPanel, AnalyticsPanel, RegradePanel } from './quiz-tools';

/** ISO ↔ the value of an <input type="datetime-local"> (local time). */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

function QuizForm({ quiz }: { quiz?: QuizDetail }) {
  const navigate = useNavigate();
  const save = useSaveQuiz(quiz?.id);
  const remove = useDeleteQuiz();
  const [form, setForm] = useState<Required<QuizInput>>({
    title: quiz?.title ?? '',
    description: quiz?.description ?? '',
    pass_percent: quiz?.pass_percent ?? 70,
    time_limit_minutes: quiz?.time_limit_minutes ?? null,
    attempts_allowed: quiz?.attempts_allowed ?? null,
    grading: quiz?.grading ?? 'maior',
    shuffle: quiz?.shuffle ?? false,
    show_answers: quiz?.show_answers ?? 'apos_tentativa',
    one_per_page: quiz?.one_per_page ?? true,
    review: quiz?.review ?? defaultReviewMatrix,
    closes_at: quiz?.closes_at ?? null,
    random_slots: quiz?.random_slots ?? [],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof QuizInput>(k: K, v: QuizInput[K]) => setForm((f) => ({ ...f, [k]: v }));

  async function submit() {
    const parsed = quizInputSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(form);
      toast.success('Quiz salvo.');
      if (!quiz) navigate(`/superadmin/siaoseg/quizzes/${saved.id}`);
    } catch (e) {
      setErrors(fieldErrorsOf(e));
      toast.error(errorMessage(e));
    }
  }

  async function del() {
    if (
      !quiz ||
      !(await confirmDialog({
        title: 'Excluir quiz',
        message: `Excluir "${quiz.title}"?`,
        danger: true,
        confirmLabel: 'Excluir',
      }))
    )
      return;
    try {
      await remove.mutateAsync(quiz.id);
      navigate('/superadmin/siaoseg/quizzes');
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  return (
    <Card withBorder>
      <Stack>
        <TextInput
          label="Título"
          required
          value={form.title}
          error={errors.title}
          onChange={(e) => set('title', e.currentTarget.value)}
        />
        <Textarea
          label="Descrição"
          autosize
          minRows={2}
          value={form.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <Group grow>
          <NumberInput
            label="Nota mínima (%)"
            min={1}
            max={100}
            value={form.pass_percent}
            error={errors.pass_percent}
            onChange={(v) => set('pass_percent', Number(v) || 0)}
          />
          <NumberInput
            label="Tempo limite (minutos, vazio = sem limite)"
            min={1}
            value={form.time_limit_minutes ?? ''}
            error={errors.time_limit_minutes}
            onChange={(v) => set('time_limit_minutes', v === '' ? null : Number(v))}
          />
          <NumberInput
            label="Tentativas (vazio = ilimitadas)"
            min={1}
            value={form.attempts_allowed ?? ''}
            error={errors.attempts_allowed}
            onChange={(v) => set('attempts_allowed', v === '' ? null : Number(v))}
          />
        </Group>
        <Group grow>
          <Select
            label="Nota final"
            allowDeselect={false}
            data={options(gradingMethodLabels)}
            value={form.grading}
            onChange={(v) => set('grading', (v ?? 'maior') as QuizInput['grading'])}
          />
          <Select
            label="Mostrar respostas"
            allowDeselect={false}
            data={options(showAnswersLabels)}
            value={form.show_answers}
            onChange={(v) => set('show_answers', (v ?? 'apos_tentativa') as QuizInput['show_answers'])}
          />
        </Group>
        <Group grow>
          <Select
            label="Apresentação"
            allowDeselect={false}
            data={[
              { value: 'uma', label: 'Uma pergunta por página' },
              { value: 'todas', label: 'Todas as perguntas na mesma página' },
            ]}
            value={form.one_per_page ? 'uma' : 'todas'}
            onChange={(v) => set('one_per_page', v !== 'todas')}
          />
          <TextInput
            type="datetime-local"
            label="Fecha em (vazio = não fecha)"
            value={toLocalInput(form.closes_at)}
            error={errors.closes_at}
            onChange={(e) =>
              set('closes_at', e.currentTarget.value ? new Date(e.currentTarget.value).toISOString() : null)
            }
          />
        </Group>
        <Switch
          label="Embaralhar perguntas e alternativas"
          checked={form.shuffle}
          onChange={(e) => set('shuffle', e.currentTarget.checked)}
        />
        <RandomSlotsField
          value={form.random_slots}
          onChange={(v) => set('random_slots', v)}
          errors={errors}
        />
        <ReviewMatrixField
          value={(form.review ?? defaultReviewMatrix) as ReviewMatrix}
          onChange={(v) => set('review', v)}
        />
        <Group>
          <Button loading={save.isPending} onClick={() => void submit()}>
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
