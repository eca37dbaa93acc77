import {
  Alert,
  Autocomplete,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  NumberInput,
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
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { confirmDialog, toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useQuestionTags } from './catalog-api';
import { useDeleteQuestion, useQuestion, useSaveQuestion } from './learning-api';
import { fieldErrorsOf, moveItem, OrderButtons } from './order-buttons';
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

function QuestionForm({ quizId, question }: { quizId: string; question?: Question }) {
  const navigate = useNavigate();
  const save = useSaveQuestion(quizId, question?.id);
  const remove = useDeleteQuestion();
  const [type, setType] = useState<QuestionType>(question?.type ?? 'unica');
  const [statement, setStatement] = useState(question?.statement ?? '');
  const [explanation, setExplanation] = useState(question?.explanation ?? '');
  const [points, setPoints] = useState(question?.points ?? 1);
  const [category, setCategory] = useState(question?.category ?? '');
  const [bankOnly, setBankOnly] = useState(question?.bank_only ?? false);
  const [tags, setTags] = useState<string[]>(question?.tags ?? []);
  const knownTags = useQuestionTags();
  const bank = useBankCategories();
  const [opts, setOpts] = useState<Opt[]>(
    () => question?.options.map((o) => ({ ...o, key: o.id })) ?? [blank(), blank()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const keyed = type === 'unica' || type === 'multipla' || type === 'verdadeiro_falso';

  function changeType(next: QuestionType) {
    setType(next);
    if (next === 'verdadeiro_falso') setOpts([{ ...blank('Verdadeiro'), correct: true }, blank('Falso')]);
  }

  async function submit() {
    const body: QuestionInput = {
      type,
      statement,
      explanation: explanation || null,
      points,
      category: category.trim() || null,
      bank_only: bankOnly,
      tags,
      options: opts.map(({ key: _k, ...o }) => o),
    };
    const parsed = questionInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(body);
      toast.success(question?.used ? 'Pergunta salva como nova versão.' : 'Pergunta salva.');
      navigate(`/superadmin/siaoseg/quizzes/${quizId}`);
    } catch (e) {
      setErrors(fieldErrorsOf(e));
      toast.error(errorMessage(e));
    }
  }

  async function del() {
    if (
      !question ||
      !(await confirmDialog({
        title: 'Excluir pergunta',
        message: 'Tentativas já feitas continuam com a versão que responderam.',
        danger: true,
        confirmLabel: 'Excluir',
      }))
    )
      return;
    await remove.mutateAsync(question.id).catch((e) => toast.error(errorMessage(e)));
    navigate(`/superadmin/siaoseg/quizzes/${quizId}`);
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
      <Stack>
        {question && (
          <Text size="sm" c="dimmed">
            Versão {question.version}.{' '}
            {question.used
              ? 'Esta versão já foi respondida: salvar cria a versão ' + (question.version + 1) + '.'
              : 'Ainda não respondida: salvar altera esta versão.'}
          </Text>
        )}
        <Select
          label="Tipo"
          allowDeselect={false}
          data={Object.entries(questionTypeLabels).map(([value, label]) => ({ value, label }))}
          value={type}
          onChange={(v) => changeType((v ?? 'unica') as QuestionType)}
        />
        <Textarea
          label="Enunciado"
          required
          autosize
          minRows={2}
          value={statement}
          error={errors.statement}
          onChange={(e) => setStatement(e.currentTarget.value)}
        />
        <Text size="sm" c="dimmed">
          {hint[type]}
        </Text>
        {opts.map((o, i) => (
          <Card key={o.key} withBorder padding="xs">
            <Group align="flex-end" wrap="nowrap">
              {keyed && (
                <Checkbox
                  label="Correta"
                  checked={o.correct}
                  onChange={(e) => setOpt(o.key, { correct: e.currentTarget.checked })}
                />
              )}
              <TextInput
                style={{ flex: 1 }}
                label={type === 'associacao' ? `Item ${i + 1}` : `Alternativa ${i + 1}`}
                value={o.text}
                error={errors[`options.${i}.text`]}
                onChange={(e) => setOpt(o.key, { text: e.currentTarget.value })}
              />
              {type === 'associacao' && (
                <TextInput
                  style={{ flex: 1 }}
                  label="Par"
                  value={o.match ?? ''}
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
                placeholder="Feedback ao escolher esta alternativa (opcional)"
                value={o.feedback ?? ''}
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
          value={explanation}
          onChange={(e) => setExplanation(e.currentTarget.value)}
        />
        <NumberInput
          label="Pontos"
          min={1}
          max={100}
          value={points}
          onChange={(v) => setPoints(Number(v) || 1)}
        />
        <Group grow align="flex-end">
          <Autocomplete
            label="Categoria do banco (opcional)"
            description="Sorteios 'N perguntas da categoria' usam esta categoria."
            data={(bank.data ?? []).map((b) => b.category)}
            value={category}
            error={errors.category}
            onChange={setCategory}
          />
          <Switch
            label="Só no banco (não é pergunta fixa deste quiz)"
            checked={bankOnly}
            onChange={(e) => setBankOnly(e.currentTarget.checked)}
          />
        </Group>
        <TagsInput
          label="Etiquetas (opcional)"
          description="Para achar a pergunta no banco: tecle Enter após cada etiqueta."
          data={(knownTags.data ?? []).map((t) => t.tag)}
          value={tags}
          onChange={setTags}
          maxTags={20}
          error={errors.tags ?? Object.entries(errors).find(([k]) => k.startsWith('tags.'))?.[1]}
          clearable
        />
        <Group>
          <Button loading={save.isPending} onClick={() => void submit()}>
            Salvar pergunta
          </Button>
          {question && (
            <Button color="red" variant="subtle" onClick={() => void del()}>
              Excluir
            </Button>
          )}
        </Group>
      </Stack>
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
