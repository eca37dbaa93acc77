import {
  Alert,
  Button,
  Card,
  Group,
  Input,
  Loader,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  formatDateTime,
  type StepInput,
  type StepKind,
  stepKindLabels,
  trailInputSchema,
} from '@siao/shared';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormFailure } from '../../components/forms/form-failure';
import { schemaErrors, useSchemaForm } from '../../components/forms/use-schema-form';
import { confirmAndRun, toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useDeleteTrail, useJourney, useSaveTrail } from './learning-api';
import { useLearningDocuments } from './learning-documents-api';
import { OrderButtons } from './order-buttons';
import { QuizStepPicker } from './quiz-step-picker';
import { SortableList } from './sortable-list';
import { TitleFields } from './title-fields';
import { UnpublishedNotice } from './unpublished-notice';

// TipTap loads only when a lesson step is on screen (the learner reads the sanitized HTML without it)
const LessonEditor = lazy(() =>
  import('../../components/rich-text-editor').then((m) => ({ default: m.RichTextField })),
);

type StepForm = StepInput & { key: string };
const blankStep = (kind: StepKind): StepForm => ({ key: crypto.randomUUID(), kind, title: '' });
type TrailValues = { title: string; description: string; steps: StepForm[] };
const trailPayload = (v: TrailValues) => ({
  title: v.title,
  description: v.description,
  steps: v.steps.map(({ key: _k, ...s }) => s),
});

function StepEditor({
  step,
  errors,
  onChange,
  onBlur,
}: {
  step: StepForm;
  errors: Record<string, string>;
  onChange: (s: StepForm) => void;
  /** The step's field just left (checked alone). */
  onBlur: (field: keyof StepInput) => void;
}) {
  // SiãoSeg documents only (the server refuses others); searched on the server
  const [docSearch, setDocSearch] = useState('');
  const docs = useLearningDocuments({ page: 1, limit: 50, q: docSearch }, step.kind === 'documento');
  const set = (patch: Partial<StepForm>) => onChange({ ...step, ...patch });
  return (
    <Stack gap="xs">
      <TextInput
        label="Título da etapa"
        required
        value={step.title}
        error={errors.title}
        onChange={(e) => set({ title: e.currentTarget.value })}
        onBlur={() => onBlur('title')}
      />
      {step.kind === 'documento' && (
        <Select
          label="Documento"
          searchable
          description="Envie documentos em SiãoSeg › Documentos."
          data={[
            ...(docs.data?.data ?? []).map((d) => ({ value: d.id, label: d.title })),
            ...(step.document_id && !docs.data?.data.some((d) => d.id === step.document_id)
              ? [{ value: step.document_id, label: step.title || 'Documento escolhido' }]
              : []),
          ]}
          onSearchChange={setDocSearch}
          filter={({ options }) => options}
          value={step.document_id ?? null}
          error={errors.document_id}
          onChange={(v) => set({ document_id: v })}
        />
      )}
      {step.kind === 'video' && (
        <Group grow>
          <TextInput
            label="Link do vídeo"
            value={step.video_url ?? ''}
            error={errors.video_url}
            onChange={(e) => set({ video_url: e.currentTarget.value || null })}
            onBlur={() => onBlur('video_url')}
          />
          <NumberInput
            label="Duração (minutos)"
            min={1}
            value={step.video_minutes ?? ''}
            error={errors.video_minutes}
            onChange={(v) => set({ video_minutes: Number(v) || null })}
            onBlur={() => onBlur('video_minutes')}
          />
        </Group>
      )}
      {step.kind === 'licao' && (
        <Input.Wrapper label="Conteúdo da lição" error={errors.lesson_html}>
          <Suspense fallback={<Loader size="sm" aria-label="Carregando o editor" />}>
            <LessonEditor
              label="Conteúdo da lição"
              minHeight={160}
              value={step.lesson_html ?? ''}
              onChange={(html) => set({ lesson_html: html })}
            />
          </Suspense>
        </Input.Wrapper>
      )}
      {step.kind === 'quiz' && (
        <QuizStepPicker
          value={step.quiz_id ?? null}
          error={errors.quiz_id}
          onChange={(v) => set({ quiz_id: v })}
        />
      )}
    </Stack>
  );
}

/** /superadmin/siaoseg/journeys/{id}/trail-new and …/trail/{idTrail}: a trail and its ordered steps. */
export function TrailFormPage() {
  const { id = '', idTrail } = useParams();
  const journey = useJourney(id);
  const trail = journey.data?.trails.find((t) => t.id === idTrail);
  if (journey.isLoading) return <Loader />;
  if (journey.error) return <Alert color="red">{errorMessage(journey.error)}</Alert>;
  if (idTrail && !trail) return <Alert color="red">Trilha não encontrada.</Alert>;
  return (
    <Stack>
      <Text c="dimmed">Jornada: {journey.data?.title}</Text>
      {journey.data && !journey.data.published && <UnpublishedNotice journeyId={id} />}
      <TrailForm key={trail?.id ?? 'new'} journeyId={id} trail={trail} />
    </Stack>
  );
}

function TrailForm({
  journeyId,
  trail,
}: {
  journeyId: string;
  trail?: NonNullable<ReturnType<typeof useJourney>['data']>['trails'][number];
}) {
  const navigate = useNavigate();
  const save = useSaveTrail(journeyId, trail?.id);
  const remove = useDeleteTrail(journeyId);
  const [newKind, setNewKind] = useState<StepKind>('licao');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  // the shared payload schema (the API's own): its words next to the fields; the server's details
  // (`steps.2.quiz_id`) next to the step's field
  const initial: TrailValues = {
    title: trail?.title ?? '',
    description: trail?.description ?? '',
    steps: (trail?.steps ?? []).map((s): StepForm => ({ ...s, key: s.id })),
  };
  const form = useSchemaForm({
    initial,
    schema: trailInputSchema,
    toPayload: trailPayload,
    onSubmit: async (_payload, values) => {
      const saved = await save.mutateAsync(trailPayload(values));
      toast.success('Trilha salva.');
      setSavedAt(new Date());
      if (!trail) {
        const created = saved.trails[saved.trails.length - 1];
        navigate(
          created
            ? `/superadmin/siaoseg/journeys/${journeyId}/trail/${created.id}`
            : `/superadmin/siaoseg/journeys/${journeyId}`,
        );
      }
    },
  });
  const { values, errors, failure } = form;
  const { steps } = values;
  const dropErrors = (prefix: string) =>
    form.setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(prefix))));
  /** Steps added, removed or moved: their issues go (they are checked again on the next submit). */
  function setSteps(next: StepForm[]) {
    form.setValue('steps', next);
    dropErrors('steps');
  }
  function changeStep(index: number, next: StepForm) {
    form.setValue(
      'steps',
      steps.map((x, i) => (i === index ? next : x)),
    );
    dropErrors(`steps.${index}.`);
  }
  /** A step's field just left is checked alone (a blank one waits for the submit, and keeps its error). */
  function checkStep(index: number, field: keyof StepInput) {
    const key = `steps.${index}.${field}`;
    const value = steps[index]?.[field];
    if (value === '' || value === null || value === undefined) return;
    const message = schemaErrors(trailInputSchema, trailPayload(values))[key];
    form.setErrors(({ [key]: _, ...rest }) => (message ? { ...rest, [key]: message } : rest));
  }

  async function del() {
    if (!trail) return;
    await confirmAndRun({
      confirm: {
        title: 'Excluir trilha',
        message: `Excluir "${trail.title}"?`,
        danger: true,
        confirmLabel: 'Excluir',
      },
      run: () => remove.mutateAsync(trail.id),
      onSuccess: () => navigate(`/superadmin/siaoseg/journeys/${journeyId}`),
    });
  }

  const stepErrors = (i: number) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([k]) => k.startsWith(`steps.${i}.`))
        .map(([k, v]) => [k.slice(`steps.${i}.`.length), v]),
    );

  return (
    <form {...form.formProps}>
      <Stack>
        <FormFailure failure={failure} />
        <Card withBorder>
          <Stack>
            <TitleFields title={form.text('title')} description={form.text('description')} />
          </Stack>
        </Card>
        <Card withBorder>
          <Text fw={700} mb="sm">
            Etapas (na ordem em que o aluno as faz)
          </Text>
          <Stack>
            <SortableList
              items={steps.map((s) => ({ id: s.key, s }))}
              labelOf={({ s }) => s.title || stepKindLabels[s.kind]}
              onReorder={(_ids, next) => setSteps(next.map((x) => x.s))}
            >
              {({ s }, row) => (
                <Card key={s.key} withBorder padding="sm" ref={row.setNodeRef} style={row.style}>
                  <Group justify="space-between" mb="xs">
                    <Group gap="xs">
                      {row.handle}
                      <Text fw={600}>
                        {row.index + 1}. {stepKindLabels[s.kind]}
                      </Text>
                    </Group>
                    <Group>
                      <OrderButtons
                        index={row.index}
                        count={steps.length}
                        label={s.title || `etapa ${row.index + 1}`}
                        onMove={row.move}
                      />
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        // the field being edited keeps the focus until the click: its blur cannot move the
                        // button away from under the pointer between press and release
                        onMouseDown={(e) => e.preventDefault()}
                        onClick={() => setSteps(steps.filter((x) => x.key !== s.key))}
                      >
                        Remover
                      </Button>
                    </Group>
                  </Group>
                  <StepEditor
                    step={s}
                    errors={stepErrors(row.index)}
                    onChange={(next) => changeStep(row.index, next)}
                    onBlur={(field) => checkStep(row.index, field)}
                  />
                </Card>
              )}
            </SortableList>
            <Group>
              <Select
                aria-label="Tipo da nova etapa"
                data={Object.entries(stepKindLabels).map(([value, label]) => ({ value, label }))}
                value={newKind}
                allowDeselect={false}
                onChange={(v) => setNewKind((v ?? 'licao') as StepKind)}
              />
              <Button variant="default" onClick={() => setSteps([...steps, blankStep(newKind)])}>
                Adicionar etapa
              </Button>
            </Group>
          </Stack>
        </Card>
        <Group>
          <Button type="submit" loading={form.saving}>
            Salvar trilha
          </Button>
          {savedAt && (
            <Text size="sm" c="teal.8" role="status">
              Trilha salva às {formatDateTime(savedAt).slice(-5)}.
            </Text>
          )}
          {trail && (
            <Button color="red" variant="subtle" onClick={() => void del()}>
              Excluir trilha
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
