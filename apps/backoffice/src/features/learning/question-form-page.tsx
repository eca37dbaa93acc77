import {
  Alert,
  Autocomplete,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Radio,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type Question,
  type QuestionInput,
  type QuestionType,
  questionInputSchema,
  questionTypeLabels,
} from '@siao/shared';
import { useNavigate, useParams } from 'react-router';
import { FormFailure } from '../../components/forms/form-failure';
import { schemaErrors, useSchemaForm } from '../../components/forms/use-schema-form';
import { confirmAndRun, toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useQuestionTags } from './catalog-api';
import { useDeleteQuestion, useQuestion, useSaveQuestion } from './learning-api';
import { moveItem, OrderButtons } from './order-buttons';
import { useBankCategories } from './quiz-api';
import { VersionDiffPanel } from './quiz-tools';

type Opt = {
  key: string;
  id?: string;
  text: string;
  correct: boolean;
  match: string | null;
  feedback: string | null;
};
const blank = (text = ''): Opt => ({
  key: crypto.randomUUID(),
  text,
  correct: false,
  match: null,
  feedback: null,
});
const hint: Record<QuestionType, string> = {
  unica: 'Marque a única alternativa correta.',
  multipla: 'Marque todas as alternativas corretas (correção parcial).',
  verdadeiro_falso: 'Duas alternativas; marque a correta.',
  associacao: 'Cada item tem o seu par; o aluno verá os pares embaralhados.',
  ordenacao: 'Cadastre os itens na ordem correta; o aluno os verá embaralhados.',
};

type QuestionValues = {
  type: QuestionType;
  statement: string;
  explanation: string;
  points: number;
  category: string;
  bank_only: boolean;
  tags: string[];
  options: Opt[];
};

const toPayload = (v: QuestionValues): QuestionInput => ({
  type: v.type,
  statement: v.statement,
  explanation: v.explanation || null,
  points: v.points,
  category: v.category.trim() || null,
  bank_only: v.bank_only,
  tags: v.tags,
  options: v.options.map(({ key: _k, ...o }) => o),
});

/** Payload path → form field: an option's text/correct/match stay per option; a tag's issue goes to the tags. */
export const questionFieldOf = (path: string) => {
  if (path.startsWith('tags.')) return 'tags';
  if (/^options\.\d+\.(text|correct|match|feedback)$/.test(path)) return path;
  return path.startsWith('options') ? 'options' : path;
};

/** Which option control stands for a whole-options issue (it gets the focus on a refused submit). */
function optionsTarget(
  values: QuestionValues,
  keyed: boolean,
): { index: number; part: 'correct' | 'match' | 'text' } {
  if (values.type === 'associacao') {
    const index = values.options.findIndex((o) => !o.match);
    return { index: Math.max(index, 0), part: 'match' };
  }
  return { index: 0, part: keyed ? 'correct' : 'text' };
}

function QuestionForm({ quizId, question }: { quizId: string; question?: Question }) {
  const navigate = useNavigate();
  const save = useSaveQuestion(quizId, question?.id);
  const remove = useDeleteQuestion();
  const knownTags = useQuestionTags();
  const bank = useBankCategories();
  // the shared payload schema (the API's own): its words next to the fields; the server's details too
  const initial: QuestionValues = {
    type: question?.type ?? 'unica',
    statement: question?.statement ?? '',
    explanation: question?.explanation ?? '',
    points: question?.points ?? 1,
    category: question?.category ?? '',
    bank_only: question?.bank_only ?? false,
    tags: question?.tags ?? [],
    options: question?.options.map((o) => ({ ...o, key: o.id })) ?? [blank(), blank()],
  };
  const form = useSchemaForm({
    initial,
    schema: questionInputSchema,
    toPayload,
    fieldOf: questionFieldOf,
    onSubmit: async (_payload, values) => {
      await save.mutateAsync(toPayload(values));
      toast.success(question?.used ? 'Pergunta salva como nova versão.' : 'Pergunta salva.');
      navigate(`/superadmin/siaoseg/quizzes/${quizId}`);
    },
  });
  const { values, errors, failure } = form;
  const { type, options: opts } = values;
  const keyed = type === 'unica' || type === 'multipla' || type === 'verdadeiro_falso';
  const target = errors.options ? optionsTarget(values, keyed) : null;
  const optionError = (i: number, part: 'correct' | 'match' | 'text') =>
    errors[`options.${i}.${part}`] ?? (target?.index === i && target.part === part ? true : undefined);

  /** New options: the option issues go (they are checked again on the next submit). */
  function setOpts(next: Opt[]) {
    form.setValue('options', next);
    form.setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('options'))));
  }

  /** The option text just left is checked alone (a blank one waits for the submit). */
  function checkOption(i: number) {
    const key = `options.${i}.text`;
    const message = opts[i]?.text
      ? schemaErrors(questionInputSchema, toPayload(values), questionFieldOf)[key]
      : undefined;
    form.setErrors(({ [key]: _, ...rest }) => (message ? { ...rest, [key]: message } : rest));
  }

  function changeType(next: QuestionType) {
    form.setValue('type', next);
    if (next === 'verdadeiro_falso') setOpts([{ ...blank('Verdadeiro'), correct: true }, blank('Falso')]);
  }

  async function del() {
    if (!question) return;
    await confirmAndRun({
      confirm: {
        title: 'Excluir pergunta',
        message: 'Tentativas já feitas continuam com a versão que responderam.',
        danger: true,
        confirmLabel: 'Excluir',
      },
      run: () => remove.mutateAsync(question.id),
      onSuccess: () => navigate(`/superadmin/siaoseg/quizzes/${quizId}`),
    });
  }

  const setOpt = (key: string, patch: Partial<Opt>) =>
    setOpts(
      opts.map((o) =>
        o.key === key
          ? { ...o, ...patch }
          : type === 'unica' || type === 'verdadeiro_falso'
            ? patch.correct
              ? { ...o, correct: false }
              : o
            : o,
      ),
    );

  return (
    <Card withBorder>
      <form {...form.formProps}>
        <Stack>
          <FormFailure failure={failure} />
          {question && (
            <Text size="sm" c="dimmed">
              Versão {question.version}.{' '}
              {question.used
                ? `Esta versão já foi respondida: salvar cria a versão ${question.version + 1}.`
                : 'Ainda não respondida: salvar altera esta versão.'}
            </Text>
          )}
          <Select
            label="Tipo"
            allowDeselect={false}
            data={Object.entries(questionTypeLabels).map(([value, label]) => ({ value, label }))}
            value={type}
            onChange={(v) => changeType((v ?? 'unica') as QuestionType)}
            error={errors.type}
          />
          <Textarea label="Enunciado" required autosize minRows={2} {...form.text('statement')} />
          <Text size="sm" c="dimmed">
            {hint[type]}
          </Text>
          {opts.map((o, i) => (
            <Card key={o.key} withBorder padding="xs">
              {/* wraps on a phone: the text field keeps a readable width instead of a 5-line label */}
              <Group align="flex-end" wrap="wrap" gap="xs">
                {keyed && type !== 'multipla' && (
                  // one correct answer: choosing one unchooses the others
                  <Radio
                    name="alternativa-correta"
                    label="Correta"
                    error={optionError(i, 'correct')}
                    aria-invalid={optionError(i, 'correct') ? true : undefined}
                    checked={o.correct}
                    onChange={() => setOpts(opts.map((x) => ({ ...x, correct: x.key === o.key })))}
                  />
                )}
                {keyed && type === 'multipla' && (
                  <Checkbox
                    label="Correta"
                    error={optionError(i, 'correct')}
                    aria-invalid={optionError(i, 'correct') ? true : undefined}
                    checked={o.correct}
                    onChange={(e) => setOpt(o.key, { correct: e.currentTarget.checked })}
                  />
                )}
                <TextInput
                  style={{ flex: '1 1 12rem', minWidth: 0 }}
                  label={type === 'associacao' ? `Item ${i + 1}` : `Alternativa ${i + 1}`}
                  value={o.text}
                  error={optionError(i, 'text')}
                  onChange={(e) => setOpt(o.key, { text: e.currentTarget.value })}
                  onBlur={() => checkOption(i)}
                />
                {type === 'associacao' && (
                  <TextInput
                    style={{ flex: '1 1 12rem', minWidth: 0 }}
                    label="Par"
                    value={o.match ?? ''}
                    error={optionError(i, 'match')}
                    onChange={(e) => setOpt(o.key, { match: e.currentTarget.value })}
                  />
                )}
                <OrderButtons
                  index={i}
                  count={opts.length}
                  label={`alternativa ${i + 1}`}
                  onMove={(d) => setOpts(moveItem(opts, i, d))}
                />
                {type !== 'verdadeiro_falso' && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setOpts(opts.filter((x) => x.key !== o.key))}
                  >
                    Remover
                  </Button>
                )}
              </Group>
              {keyed && (
                <TextInput
                  mt={4}
                  size="xs"
                  aria-label={`Explicação da alternativa ${i + 1}`}
                  placeholder="Explicação mostrada a quem escolher esta alternativa (opcional)"
                  value={o.feedback ?? ''}
                  error={errors[`options.${i}.feedback`]}
                  onChange={(e) => setOpt(o.key, { feedback: e.currentTarget.value || null })}
                />
              )}
            </Card>
          ))}
          {errors.options && (
            <Text c="red" size="sm" role="alert">
              {errors.options}
            </Text>
          )}
          {type !== 'verdadeiro_falso' && (
            <Button variant="default" onClick={() => setOpts([...opts, blank()])}>
              Adicionar alternativa
            </Button>
          )}
          <Textarea
            label="Explicação geral (mostrada na correção)"
            autosize
            minRows={2}
            {...form.text('explanation')}
          />
          <NumberInput
            label="Pontos"
            min={1}
            max={100}
            {...form.field('points')}
            onChange={(v) => form.setValue('points', Number(v) || 1)}
          />
          <Group grow align="flex-end">
            <Autocomplete
              label="Categoria do banco (opcional)"
              description="Sorteios 'N perguntas da categoria' usam esta categoria."
              data={(bank.data ?? []).map((b) => b.category)}
              {...form.field('category')}
            />
            <Switch
              label="Só no banco (não é pergunta fixa deste quiz)"
              checked={values.bank_only}
              onChange={(e) => form.setValue('bank_only', e.currentTarget.checked)}
            />
          </Group>
          <TagsInput
            label="Etiquetas (opcional)"
            description="Para achar a pergunta no banco: tecle Enter após cada etiqueta."
            data={(knownTags.data ?? []).map((t) => t.tag)}
            {...form.field('tags')}
            maxTags={20}
            clearable
          />
          <Group>
            <Button type="submit" loading={form.saving}>
              Salvar pergunta
            </Button>
            {question && (
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

/** /superadmin/siaoseg/quizzes/{id}/question-new and …/question/{idQuestion}. */
export function QuestionFormPage() {
  const { id = '', idQuestion } = useParams();
  const question = useQuestion(idQuestion);
  if (idQuestion && question.isLoading) return <Loader />;
  if (idQuestion && question.error) return <Alert color="red">{errorMessage(question.error)}</Alert>;
  return (
    <Stack>
      <QuestionForm key={question.data?.version_id ?? 'new'} quizId={id} question={question.data} />
      {question.data && question.data.version > 1 && (
        <VersionDiffPanel questionId={question.data.id} current={question.data.version} />
      )}
    </Stack>
  );
}
