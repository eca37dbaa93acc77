import { Anchor, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { quizInputSchema } from '@siao/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useQuizzes, useSaveQuiz } from './learning-api';

/** The quiz of a trail's quiz step: chosen from the existing ones, or created here without leaving the trail. */
export function QuizStepPicker({
  value,
  error,
  onChange,
}: {
  value: string | null;
  error?: string;
  onChange: (quizId: string | null) => void;
}) {
  const quizzes = useQuizzes();
  const create = useSaveQuiz();
  const [opened, setOpened] = useState(false);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // the quiz just created shows by its title even before the list is fetched again
  const [made, setMade] = useState<{ value: string; label: string } | null>(null);
  const options = (quizzes.data ?? []).map((q) => ({ value: q.id, label: q.title }));
  if (made && !options.some((o) => o.value === made.value)) options.push(made);

  async function submit() {
    const parsed = quizInputSchema.safeParse({ title, pass_percent: 70 });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Dados inválidos.');
      return;
    }
    try {
      const quiz = await create.mutateAsync(parsed.data);
      setMade({ value: quiz.id, label: quiz.title });
      onChange(quiz.id);
      setOpened(false);
      setTitle('');
      toast.success(`Quiz "${quiz.title}" criado e escolhido para esta etapa.`);
    } catch (e) {
      setProblem(errorMessage(e));
    }
  }

  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label="Quiz"
          searchable
          style={{ flex: '1 1 14rem', minWidth: 0 }}
          data={options}
          value={value}
          error={error}
          onChange={onChange}
        />
        <Button variant="default" onClick={() => setOpened(true)}>
          Criar quiz
        </Button>
      </Group>
      {value && (
        <Anchor component={Link} to={`/superadmin/siaoseg/quizzes/${value}`} size="sm">
          Abrir o quiz para editar as perguntas
        </Anchor>
      )}
      <Modal opened={opened} onClose={() => setOpened(false)} title="Novo quiz">
        <Stack>
          <TextInput
            label="Título do quiz"
            required
            data-autofocus
            value={title}
            error={problem}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              setProblem(null);
            }}
          />
          <Text size="sm" c="dimmed">
            Ele nasce com nota mínima de 70% e sem perguntas: depois de salvar a trilha, abra o quiz para
            acrescentar as perguntas e ajustar as regras.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancelar
            </Button>
            <Button loading={create.isPending} onClick={() => void submit()}>
              Criar e usar nesta etapa
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
