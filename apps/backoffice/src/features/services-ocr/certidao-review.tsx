import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type CertidaoJobDetail, countLabel, formatPercent, ocrStatusLabels } from '@siao/shared';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormFailure } from '../../components/forms/form-failure';
import { errorMessage } from '../../lib/http/api-error';
import { CertidaoExportButtons } from './export-buttons';
import { useCertidao, useSaveCertidao } from './ocr-api';
import { PageImage } from './page-image';

function MatriculaSummary({ m }: { m: NonNullable<CertidaoJobDetail['matricula']> }) {
  return (
    <Alert color={m.valid ? 'teal' : 'red'} icon={m.valid ? <IconCircleCheck /> : <IconAlertTriangle />}>
      <Text fw={600}>{m.valid ? 'Matrícula validada' : 'Matrícula inválida: confira os dígitos'}</Text>
      <Text size="sm">
        {m.formatted} · CNS {m.cns} · acervo {m.acervo} · ano {m.ano} ·{' '}
        {m.tipo_livro_nome ?? 'tipo de livro desconhecido'} · livro {m.livro} · folha {m.folha} · termo{' '}
        {m.termo} · DV {m.dv}
        {m.corrected && ' · letras lidas como dígitos (O→0, l→1…) e conferidas pelo DV'}
      </Text>
    </Alert>
  );
}

/** Review form: each field with its confidence and review marks; the focused field's region is shown on the page. */
export function CertidaoReview({ id }: { id: string }) {
  const query = useCertidao(id);
  const save = useSaveCertidao(id);
  const [values, setValues] = useState<Record<string, string>>({});
  const [focused, setFocused] = useState<string | null>(null);
  useEffect(
    () => setValues(Object.fromEntries((query.data?.fields ?? []).map((f) => [f.key, f.value]))),
    [query.data?.fields],
  );
  const d = query.data;
  if (!d) return <Text c="dimmed">Carregando…</Text>;
  if (d.status !== 'concluido')
    return (
      <Alert color={d.status === 'erro' ? 'red' : 'blue'}>
        {ocrStatusLabels[d.status]} — página {d.pages_done} de {d.pages_total || '?'}. {d.error}
      </Alert>
    );
  const field = d.fields.find((f) => f.key === focused);
  const page = d.pages.find((p) => p.page === (field?.box?.page ?? 1)) ?? d.pages[0];
  const toReview = d.fields.filter((f) => f.review).length;
  // the fields marked for review first, each group in the model's order
  const ordered = [...d.fields.filter((f) => f.review), ...d.fields.filter((f) => !f.review)];

  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>
          Certidão de {d.kind === 'obito' ? 'óbito' : 'nascimento'} —{' '}
          {toReview ? `${countLabel(toReview, 'campo')} para revisar` : 'nenhum campo marcado'}
        </Text>
        <CertidaoExportButtons
          path={`services/certidoes/${id}/export`}
          fileName={`certidao-${d.kind}-${id.slice(0, 8)}`}
          label="Exportar"
        />
      </Group>
      {d.matricula && <MatriculaSummary m={d.matricula} />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="xs">
          {ordered.map((f) => (
            <TextInput
              key={f.key}
              label={
                <Group gap={6}>
                  {f.label}
                  <Badge
                    size="xs"
                    variant="light"
                    color={f.confidence >= 0.85 ? 'teal' : f.confidence >= 0.6 ? 'yellow' : 'red'}
                  >
                    {formatPercent(f.confidence * 100)}
                  </Badge>
                  {f.review && (
                    <Badge size="xs" color="red">
                      Revisar
                    </Badge>
                  )}
                  {f.refined && (
                    <Badge size="xs" color="violet" variant="light">
                      Sugerido pela IA
                    </Badge>
                  )}
                </Group>
              }
              error={f.review ? f.reasons.join(' ') : undefined}
              value={values[f.key] ?? ''}
              onFocus={() => setFocused(f.key)}
              onChange={(e) => {
                // read now: React runs the updater later, when the event's currentTarget is already null
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [f.key]: value }));
              }}
            />
          ))}
          <Group>
            <Button loading={save.isPending} onClick={() => save.mutate({ fields: values })}>
              Salvar revisão
            </Button>
            {d.reviewed_at && <Badge color="teal">Revisada</Badge>}
          </Group>
          <FormFailure failure={save.isError && errorMessage(save.error)} />
        </Stack>
        {page && (
          <Paper
            withBorder
            p="xs"
            style={{ overflow: 'auto', maxHeight: '85vh', position: 'sticky', top: 0 }}
          >
            <PageImage
              src={page.image_url}
              width={page.width}
              height={page.height}
              zoom={1}
              boxes={d.fields
                .filter((f) => f.box && f.box.page === page.page)
                .map((f) => ({
                  key: f.key,
                  ...(f.box as NonNullable<typeof f.box>),
                  color:
                    f.key === focused
                      ? 'rgba(34,139,230,0.35)'
                      : f.review
                        ? 'rgba(220,40,40,0.15)'
                        : 'rgba(46,160,67,0.12)',
                  active: f.key === focused,
                  title: f.label,
                  onClick: () => setFocused(f.key),
                }))}
            />
          </Paper>
        )}
      </SimpleGrid>
    </Stack>
  );
}
