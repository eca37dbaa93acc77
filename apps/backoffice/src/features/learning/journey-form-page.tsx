import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type JourneyDetail,
  type JourneyInput,
  journeyAudienceLabels,
  journeyInputSchema,
  saoPauloDate,
  saoPauloInstant,
  type UserFuncao,
  userFuncaoLabels,
  userFuncoes,
} from '@siao/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { FormFailure } from '../../components/forms/form-failure';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { api } from '../../lib/api';
import { confirmAndRun, toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { JourneyCoverCard } from './journey-cover-card';
import { useDeleteJourney, useJourney, useReorderTrails, useSaveJourney } from './learning-api';
import { OrderButtons } from './order-buttons';
import { SortableList } from './sortable-list';
import { TitleFields } from './title-fields';

type Form = {
  title: string;
  description: string;
  workload_hours: number;
  position: number;
  published: boolean;
  audience: 'todos_clientes' | 'clientes_escolhidos';
  client_ids: string[];
  funcoes: UserFuncao[];
  due_mode: 'nenhum' | 'data' | 'dias';
  due_at: string;
  due_days: number;
};

const formOf = (j?: JourneyDetail): Form => ({
  title: j?.title ?? '',
  description: j?.description ?? '',
  workload_hours: j?.workload_hours ?? 1,
  position: j?.position ?? 0,
  published: j?.published ?? false,
  audience: j?.audience ?? 'todos_clientes',
  client_ids: j?.client_ids ?? [],
  funcoes: j?.funcoes ?? [],
  due_mode: j?.due_at ? 'data' : j?.due_days ? 'dias' : 'nenhum',
  due_at: j?.due_at ? saoPauloDate(j.due_at) : '',
  due_days: j?.due_days ?? 30,
});

function toInput(f: Form): JourneyInput {
  return {
    title: f.title,
    description: f.description,
    workload_hours: f.workload_hours,
    position: f.position,
    published: f.published,
    audience: f.audience,
    client_ids: f.audience === 'clientes_escolhidos' ? f.client_ids : [],
    funcoes: f.funcoes,
    // a date-only due date ends at the close of that day in Brasília
    due_at: f.due_mode === 'data' && f.due_at ? saoPauloInstant(`${f.due_at} 23:59:59`).toISOString() : null,
    due_days: f.due_mode === 'dias' ? f.due_days : null,
  };
}

/** Payload path → form field: an item of a list (`client_ids.3`) is the list's field. */
const journeyFieldOf = (path: string) => path.replace(/\.\d+$/, '');

function JourneyForm({ journey }: { journey?: JourneyDetail }) {
  const navigate = useNavigate();
  const save = useSaveJourney(journey?.id);
  const remove = useDeleteJourney();
  // the shared payload schema (the API's own): its words next to the fields; the server's details too
  const form = useSchemaForm({
    initial: formOf(journey),
    schema: journeyInputSchema,
    toPayload: toInput,
    fieldOf: journeyFieldOf,
    onSubmit: async (_payload, values) => {
      const saved = await save.mutateAsync(toInput(values));
      toast.success('Jornada salva.');
      if (!journey) navigate(`/superadmin/siaoseg/journeys/${saved.id}`);
    },
  });
  const { values, errors, failure } = form;
  const set = form.setValue;
  /** A number input of the form (blank counts as 0, as before). */
  const numberField = (k: 'workload_hours' | 'position' | 'due_days') => ({
    ...form.field(k),
    onChange: (v: string | number) => set(k, Number(v) || 0),
  });
  const clients = useQuery({
    queryKey: ['learning', 'client-options'],
    queryFn: () => api.getPage<{ id: string; legal_name: string }>('clients', { query: { limit: 200 } }),
    enabled: values.audience === 'clientes_escolhidos',
  });

  async function del() {
    if (!journey) return;
    await confirmAndRun({
      confirm: {
        title: 'Excluir jornada',
        message: `Excluir "${journey.title}" e suas trilhas?`,
        danger: true,
        confirmLabel: 'Excluir',
      },
      run: () => remove.mutateAsync(journey.id),
      onSuccess: () => navigate('/superadmin/siaoseg/journeys'),
    });
  }

  return (
    <Card withBorder>
      <form {...form.formProps}>
        <Stack>
          <FormFailure failure={failure} />
          <TitleFields title={form.text('title')} description={form.text('description')} />
          <Group grow>
            <NumberInput label="Carga horária (horas)" min={1} {...numberField('workload_hours')} />
            <NumberInput label="Ordem" min={0} {...numberField('position')} />
          </Group>
          <Select
            label="Público"
            data={Object.entries(journeyAudienceLabels).map(([value, label]) => ({ value, label }))}
            value={values.audience}
            error={errors.audience}
            allowDeselect={false}
            onChange={(v) => set('audience', (v ?? 'todos_clientes') as Form['audience'])}
          />
          {values.audience === 'clientes_escolhidos' && (
            <MultiSelect
              label="Clientes"
              searchable
              data={(clients.data?.data ?? []).map((c) => ({ value: c.id, label: c.legal_name }))}
              {...form.field('client_ids')}
            />
          )}
          <MultiSelect
            label="Funções (opcional)"
            description="Só os usuários do cliente com estas funções veem a jornada. Vazio: todos."
            placeholder="Todas as funções"
            data={userFuncoes.map((f) => ({ value: f, label: userFuncaoLabels[f] }))}
            {...form.field('funcoes')}
            onChange={(v) => set('funcoes', v as UserFuncao[])}
            clearable
          />
          <Group grow align="flex-start">
            <Select
              label="Prazo"
              allowDeselect={false}
              data={[
                { value: 'nenhum', label: 'Sem prazo' },
                { value: 'data', label: 'Data limite' },
                { value: 'dias', label: 'Dias após a inscrição' },
              ]}
              value={values.due_mode}
              onChange={(v) => set('due_mode', (v ?? 'nenhum') as Form['due_mode'])}
            />
            {values.due_mode === 'data' && (
              <TextInput type="date" label="Data limite" {...form.text('due_at')} />
            )}
            {values.due_mode === 'dias' && <NumberInput label="Dias" min={1} {...numberField('due_days')} />}
          </Group>
          <Switch
            label="Publicada (visível aos clientes)"
            checked={values.published}
            onChange={(e) => set('published', e.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={form.saving}>
              Salvar
            </Button>
            {journey && (
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

function TrailList({ journey }: { journey: JourneyDetail }) {
  const reorder = useReorderTrails(journey.id);
  const trails = journey.trails;
  const saveOrder = (ids: string[]) => reorder.mutate(ids, { onError: (e) => toast.error(errorMessage(e)) });
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Text fw={700}>Trilhas</Text>
        <Button size="xs" component={Link} to={`/superadmin/siaoseg/journeys/${journey.id}/trail-new`}>
          Nova trilha
        </Button>
      </Group>
      {!trails.length && <Text c="dimmed">Nenhuma trilha ainda.</Text>}
      <Table>
        <Table.Tbody>
          <SortableList items={trails} labelOf={(t) => t.title} onReorder={(ids) => saveOrder(ids)}>
            {(t, row) => (
              <Table.Tr key={t.id} ref={row.setNodeRef} style={row.style}>
                <Table.Td w={120}>
                  <Group gap={4} wrap="nowrap">
                    {row.handle}
                    <OrderButtons index={row.index} count={trails.length} label={t.title} onMove={row.move} />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Link to={`/superadmin/siaoseg/journeys/${journey.id}/trail/${t.id}`}>{t.title}</Link>
                </Table.Td>
                <Table.Td>{t.steps.length} etapas</Table.Td>
              </Table.Tr>
            )}
          </SortableList>
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** /superadmin/siaoseg/journeys-new and /superadmin/siaoseg/journeys/{id}. */
export function JourneyFormPage() {
  const { id } = useParams();
  const journey = useJourney(id);
  if (id && journey.isLoading) return <Loader />;
  if (id && journey.error) return <Alert color="red">{errorMessage(journey.error)}</Alert>;
  return (
    <Stack>
      <JourneyForm key={journey.data?.id ?? 'new'} journey={journey.data} />
      {journey.data && <JourneyCoverCard journey={journey.data} />}
      {journey.data && <TrailList journey={journey.data} />}
    </Stack>
  );
}
