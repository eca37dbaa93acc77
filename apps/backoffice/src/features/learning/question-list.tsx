import { Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { type Question, type QuizDetail, questionTypeLabels } from '@siao/shared';
import { Link } from 'react-router';
import { type ListColumn, ListSearch, ListTable } from '../../components/list-page';
import { ListPager } from '../../components/list-pager';
import { useUrlListParams } from '../../components/url-list-params';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { usePinQuestion, useQuestionPage, useQuestionTags } from './catalog-api';
import { useReorderQuestions } from './learning-api';
import { orderColumn } from './order-buttons';
import { ReorderQuestionsButton } from './questions-reorder';

const LATEST = 'ultima';

/** Which version the quiz slot serves: the latest, or one pinned version (attempts then draw it). */
function PinSelect({ question }: { question: Question }) {
  const pin = usePinQuestion();
  const versions = Array.from({ length: question.version }, (_, i) => i + 1);
  return (
    <Select
      aria-label={`Versão servida da pergunta: ${question.statement.slice(0, 60)}`}
      size="xs"
      w={170}
      allowDeselect={false}
      data={[
        { value: LATEST, label: `Seguir a mais recente (v${question.version})` },
        ...versions.map((v) => ({ value: String(v), label: `Fixada na v${v}` })),
      ]}
      value={question.pinned_version ? String(question.pinned_version) : LATEST}
      disabled={pin.isPending}
      onChange={(v) =>
        pin.mutate(
          { id: question.id, version: !v || v === LATEST ? null : Number(v) },
          {
            onSuccess: (q) =>
              toast.success(
                q.pinned_version
                  ? `Pergunta fixada na versão ${q.pinned_version}.`
                  : 'A pergunta segue a versão mais recente.',
              ),
            onError: (e) => toast.error(errorMessage(e)),
          },
        )
      }
    />
  );
}

/** A quiz's questions: paginated, searchable, filtered by tag; order buttons move a question in the whole quiz. */
export function QuestionList({ quiz }: { quiz: QuizDetail }) {
  const reorder = useReorderQuestions(quiz.id);
  const list = useUrlListParams(['q', 'tag'] as const, { sort: 'position' });
  const page = useQuestionPage(
    { page: list.page, limit: list.limit, q: list.values.q, tag: list.values.tag },
    quiz.id,
  );
  const tags = useQuestionTags();
  const all = quiz.questions;
  const rows = page.data?.data ?? [];
  const filtered = !!(list.values.q || list.values.tag);
  const columns: ListColumn<Question>[] = [
    {
      key: 'enunciado',
      label: 'Enunciado',
      cell: (q) => (
        <Link to={`/superadmin/siaoseg/quizzes/${quiz.id}/question/${q.id}`}>
          {q.statement.slice(0, 120)}
        </Link>
      ),
    },
    { key: 'tipo', label: 'Tipo', cell: (q) => questionTypeLabels[q.type] },
    {
      key: 'etiquetas',
      label: 'Categoria e etiquetas',
      cell: (q) => (
        <Group gap={4}>
          {q.category && <Badge variant="outline">{q.category}</Badge>}
          {q.bank_only && <Badge color="gray">só no banco</Badge>}
          {q.tags.map((tag) => (
            <Badge key={tag} variant="light" color="grape">
              {tag}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'versao', label: 'Versão', cell: (q) => <PinSelect question={q} /> },
    // the order only means something in the whole list: not while it is filtered
    ...(filtered
      ? []
      : [
          orderColumn(
            all,
            (_q, at) => `pergunta ${at + 1}`,
            (ids) => reorder.mutate(ids, { onError: (e) => toast.error(errorMessage(e)) }),
          ),
        ]),
  ];
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Text fw={700}>Perguntas</Text>
        <Group gap="xs">
          {all.length > 1 && <ReorderQuestionsButton quiz={quiz} />}
          <Button component={Link} to={`/superadmin/siaoseg/quizzes/${quiz.id}/question-new`}>
            Nova pergunta
          </Button>
        </Group>
      </Group>
      <Stack gap="sm">
        <Group align="end">
          <ListSearch
            value={list.values.q}
            onSearch={(q) => list.set({ q })}
            placeholder="Texto do enunciado"
          />
          <Select
            label="Etiqueta"
            placeholder="Todas"
            data={(tags.data ?? []).map((t) => ({ value: t.tag, label: `${t.tag} (${t.questions})` }))}
            value={list.values.tag || null}
            onChange={(v) => list.set({ tag: v })}
            searchable
            clearable
            w={220}
          />
        </Group>
        <ListTable
          label="Perguntas do quiz"
          rows={rows}
          rowKey={(q) => q.id}
          columns={columns}
          query={page}
          empty={filtered ? 'Nenhuma pergunta encontrada com esses filtros.' : 'Nenhuma pergunta ainda.'}
          rowTestId="question-row"
        />
        <ListPager
          total={page.data?.total ?? 0}
          limit={list.limit}
          page={list.page}
          onPage={(p) => list.set({ page: p })}
          noun="pergunta"
        />
      </Stack>
    </Card>
  );
}
