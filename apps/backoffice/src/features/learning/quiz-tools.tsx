import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Progress,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { formatDate, type QuestionType, questionTypeLabels, type RegradeResult } from '@siao/shared';
import { useState } from 'react';
import { ListTable } from '../../components/list-page';
import { confirmAndRun, toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { fieldErrorsOf } from './order-buttons';
import {
  useAccommodations,
  useDeleteAccommodation,
  useLearnerOptions,
  useQuestionVersions,
  useQuizAnalytics,
  useRegrade,
  useSaveAccommodation,
  useVersionDiff,
} from './quiz-api';
import { accommodationColumns, pct, regradeColumns } from './quiz-tools-columns';

/** "Adaptações": extra time or a time multiplier and extra attempts per learner, applied at once. */
export function AccommodationsPanel({ quizId }: { quizId: string }) {
  const list = useAccommodations(quizId);
  const save = useSaveAccommodation(quizId);
  const remove = useDeleteAccommodation(quizId);
  const [search, setSearch] = useState('');
  const learners = useLearnerOptions(search);
  const [userId, setUserId] = useState<string | null>(null);
  const [extraMinutes, setExtraMinutes] = useState(0);
  const [multiplier, setMultiplier] = useState(1);
  const [extraAttempts, setExtraAttempts] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit() {
    try {
      const saved = await save.mutateAsync({
        user_id: userId ?? '',
        extra_minutes: extraMinutes,
        time_multiplier: multiplier,
        extra_attempts: extraAttempts,
      });
      setErrors({});
      toast.success(
        saved.updated_attempts
          ? 'Adaptação salva. O prazo da tentativa em andamento foi recalculado.'
          : 'Adaptação salva.',
      );
    } catch (e) {
      setErrors(fieldErrorsOf(e));
      toast.error(errorMessage(e));
    }
  }

  return (
    <Card withBorder>
      <Stack>
        <Text size="sm" c="dimmed">
          Tempo extra ou multiplicador de tempo e tentativas extras para um aluno. Vale na hora, inclusive
          para uma tentativa em andamento: o servidor recalcula o prazo.
        </Text>
        <Group align="flex-end" grow>
          <Select
            label="Aluno"
            searchable
            clearable
            data={(learners.data?.data ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.email})` }))}
            searchValue={search}
            onSearchChange={setSearch}
            value={userId}
            onChange={setUserId}
            error={errors.user_id}
            nothingFoundMessage="Nenhum aluno encontrado"
          />
          <NumberInput
            label="Minutos extras"
            min={0}
            max={600}
            value={extraMinutes}
            error={errors.extra_minutes}
            onChange={(v) => setExtraMinutes(Number(v) || 0)}
          />
          <NumberInput
            label="Multiplicador de tempo"
            min={1}
            max={5}
            step={0.25}
            decimalScale={2}
            decimalSeparator=","
            value={multiplier}
            error={errors.time_multiplier}
            onChange={(v) => setMultiplier(Number(v) || 1)}
          />
          <NumberInput
            label="Tentativas extras"
            min={0}
            max={50}
            value={extraAttempts}
            error={errors.extra_attempts}
            onChange={(v) => setExtraAttempts(Number(v) || 0)}
          />
        </Group>
        <Group>
          <Button loading={save.isPending} onClick={() => void submit()}>
            Salvar adaptação
          </Button>
        </Group>
        <ListTable
          label="Adaptações"
          rows={list.data ?? []}
          rowKey={(a) => a.user_id}
          columns={[
            ...accommodationColumns,
            {
              key: 'remover',
              label: 'Remover',
              cell: (a) => (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => remove.mutate(a.user_id, { onError: (e) => toast.error(errorMessage(e)) })}
                >
                  Remover
                </Button>
              ),
            },
          ]}
          query={list}
          empty="Nenhuma adaptação neste quiz."
          rowTestId="accommodation-row"
          minWidth={0}
        />
      </Stack>
    </Card>
  );
}

/** "Análise": how often each option was chosen; the questions most learners miss come first. */
export function AnalyticsPanel({ quizId }: { quizId: string }) {
  const stats = useQuizAnalytics(quizId);
  if (stats.isLoading) return <Loader />;
  if (stats.error) return <Alert color="red">{errorMessage(stats.error)}</Alert>;
  const data = stats.data!;
  if (!data.attempts) return <Text c="dimmed">Ainda não há tentativas encerradas neste quiz.</Text>;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {data.attempts} tentativa(s) encerrada(s). Perguntas com menos acertos primeiro.
      </Text>
      {data.questions.map((q) => (
        <Card withBorder key={q.question_id}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{q.statement}</Text>
            <Badge color={q.correct_percent < 50 ? 'red' : q.correct_percent < 80 ? 'yellow' : 'teal'}>
              {pct(q.correct_percent)} acertaram
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {questionTypeLabels[q.type as QuestionType] ?? q.type} · respondida em {q.answered} tentativa(s) ·
            média {pct(q.average_percent)} dos pontos
            {(q.type === 'associacao' || q.type === 'ordenacao') && ' · barras: itens postos no lugar certo'}
          </Text>
          <Stack gap={4} mt="xs">
            {q.options.map((o) => (
              <div key={o.id}>
                <Group justify="space-between">
                  <Text size="sm">
                    {o.text} {o.correct && <Badge size="xs">correta</Badge>}
                  </Text>
                  <Text size="sm">{o.chosen}</Text>
                </Group>
                <Progress
                  value={q.answered ? (o.chosen / q.answered) * 100 : 0}
                  color={o.correct ? 'teal' : 'gray'}
                  aria-label={`${o.text}: escolhida ${o.chosen} vez(es)`}
                />
              </div>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** "Recalcular notas": a dry run first (who changes, by how much), then apply (audited). */
export function RegradePanel({ quizId }: { quizId: string }) {
  const regrade = useRegrade(quizId);
  const [result, setResult] = useState<RegradeResult | null>(null);

  async function run(apply: boolean) {
    await confirmAndRun({
      // the dry run asks nothing
      confirm: apply
        ? {
            title: 'Recalcular notas',
            message: `Aplicar as novas notas a ${result?.changes.length ?? 0} tentativa(s)? A alteração fica registrada na auditoria.`,
            confirmLabel: 'Aplicar',
          }
        : null,
      run: () => regrade.mutateAsync(apply),
      onSuccess: (r) => {
        setResult(r);
        if (r.applied) toast.success('Notas recalculadas.');
      },
    });
  }

  return (
    <Card withBorder>
      <Stack>
        <Text size="sm" c="dimmed">
          Corrige as tentativas encerradas com a versão mais recente de cada pergunta (quando as alternativas
          continuam as mesmas). Primeiro veja o que muda; depois aplique.
        </Text>
        <Group>
          <Button variant="default" loading={regrade.isPending} onClick={() => void run(false)}>
            Simular recálculo
          </Button>
          {result && !result.applied && result.changes.length > 0 && (
            <Button color="orange" loading={regrade.isPending} onClick={() => void run(true)}>
              Aplicar novas notas
            </Button>
          )}
        </Group>
        {result && (
          <Text size="sm" role="status">
            {result.applied ? 'Aplicado. ' : 'Simulação. '}
            {result.attempts_checked} tentativa(s) verificada(s), {result.changes.length} com nota diferente.
          </Text>
        )}
        {!!result?.changes.length && (
          <ListTable
            label="Notas que mudam"
            rows={result.changes}
            rowKey={(c) => c.attempt_id}
            columns={regradeColumns}
            rowTestId="regrade-change"
            minWidth={0}
          />
        )}
      </Stack>
    </Card>
  );
}

/** A question's versions and what changed between two of them. */
export function VersionDiffPanel({ questionId, current }: { questionId: string; current: number }) {
  const versions = useQuestionVersions(questionId);
  const [from, setFrom] = useState(Math.max(1, current - 1));
  const [to, setTo] = useState(current);
  const diff = useVersionDiff(questionId, from, to);
  const data = (versions.data ?? []).map((v) => ({
    value: String(v.version),
    label: `Versão ${v.version} (${formatDate(v.created_at)})`,
  }));
  if (!versions.data || versions.data.length < 2) return null;
  return (
    <Card withBorder>
      <Stack>
        <Text fw={700}>Comparar versões</Text>
        <Group grow>
          <Select
            label="De"
            allowDeselect={false}
            data={data}
            value={String(from)}
            onChange={(v) => setFrom(Number(v))}
          />
          <Select
            label="Para"
            allowDeselect={false}
            data={data}
            value={String(to)}
            onChange={(v) => setTo(Number(v))}
          />
        </Group>
        {diff.data && !diff.data.changes.length && <Text c="dimmed">Nenhuma diferença.</Text>}
        {!!diff.data?.changes.length && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Campo</Table.Th>
                <Table.Th>Versão {from}</Table.Th>
                <Table.Th>Versão {to}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {diff.data.changes.map((c) => (
                <Table.Tr key={c.field}>
                  <Table.Td>{c.label}</Table.Td>
                  <Table.Td>
                    <Text size="sm" td={c.before ? 'line-through' : undefined} c="red.8">
                      {c.before || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="teal.8">
                      {c.after || '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
