import {
  Alert,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { formatPercent, ocrStatusLabels } from '@siao/shared';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { FormFailure } from '../../components/forms/form-failure';
import { QueryErrorAlert } from '../../components/list-table-states';
import { saveBlob } from '../../lib/api';
import { errorMessage } from '../../lib/http/api-error';
import { useCorrectText, useOcrJob } from './ocr-api';
import { confidenceColor, PageImage } from './page-image';

/** 'Visualização': the page beside its recognised text; words coloured by confidence. */
export function OcrViewPage() {
  const { id = '' } = useParams();
  const job = useOcrJob(id);
  const [pageNo, setPageNo] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const [text, setText] = useState('');
  const correct = useCorrectText(id);
  const page = job.data?.pages.find((p) => p.page === pageNo);
  useEffect(() => setText(page?.text ?? ''), [page?.text]);

  if (job.isError)
    return <QueryErrorAlert error={job.error} onRetry={() => job.refetch()} back="/services/ocr" />;
  if (!job.data) return <Text c="dimmed">Carregando…</Text>;
  const d = job.data;
  const word = selected === null ? null : page?.words[selected];
  const download = (format: 'pdf' | 'txt' | 'docx') =>
    saveBlob(`services/ocr/${id}/download`, { format }, `${d.file_name.replace(/\.[^.]+$/, '')}.${format}`);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group>
          <Text fw={600}>{d.file_name}</Text>
          <Badge variant="light">{ocrStatusLabels[d.status]}</Badge>
          <Text size="sm" c="dimmed">
            {/* the page on screen; while the job runs, how far it got */}
            {d.status === 'concluido' || d.status === 'erro'
              ? `Página ${pageNo} de ${d.pages.length || d.pages_total}`
              : `${d.pages_done} de ${d.pages_total || '?'} páginas processadas`}
            {d.confidence !== null && ` · confiança média ${formatPercent(d.confidence * 100)}`}
          </Text>
        </Group>
        <Group gap="xs">
          {(['pdf', 'txt', 'docx'] as const).map((f) => (
            <Button
              key={f}
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              disabled={d.status !== 'concluido' || (f === 'pdf' && d.files_purged)}
              onClick={() => download(f)}
            >
              {f === 'pdf' ? 'PDF pesquisável' : f.toUpperCase()}
            </Button>
          ))}
        </Group>
      </Group>
      {d.error && <Alert color="red">{d.error}</Alert>}
      {d.pages.length > 1 && (
        <Pagination
          total={d.pages.length}
          value={pageNo}
          onChange={(n) => {
            setPageNo(n);
            setSelected(null);
          }}
        />
      )}
      {page && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder p="xs" style={{ overflow: 'auto', maxHeight: '80vh' }}>
            <Group mb="xs">
              <Text size="xs" aria-hidden>
                Zoom
              </Text>
              <Slider
                thumbLabel="Zoom"
                w={160}
                min={0.5}
                max={3}
                step={0.25}
                value={zoom}
                onChange={setZoom}
                label={(v) => formatPercent(v * 100)}
              />
            </Group>
            <PageImage
              src={page.image_url}
              width={page.width}
              height={page.height}
              zoom={zoom}
              boxes={page.words.map((w, i) => ({
                key: String(i),
                ...w,
                color: confidenceColor(w.conf, i === selected ? 0.5 : 0.2),
                active: i === selected,
                title: `${w.text} (${formatPercent(w.conf)})`,
                onClick: () => setSelected(i),
              }))}
            />
          </Paper>
          <Stack>
            <Text size="sm" c="dimmed">
              {page.source === 'texto'
                ? 'Texto original do PDF (sem OCR).'
                : `Confiança da página: ${formatPercent(page.confidence)}.`}{' '}
              Clique numa palavra da imagem para localizá-la.
            </Text>
            {word && (
              <Text size="sm">
                Palavra selecionada: <b>{word.text}</b> — confiança {formatPercent(word.conf)}, posição (
                {word.x}, {word.y}), {word.w}×{word.h} px
              </Text>
            )}
            <Textarea
              label="Texto reconhecido"
              autosize
              minRows={16}
              maxRows={30}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <Group>
              <Button
                loading={correct.isPending}
                disabled={text === page.text}
                onClick={() => correct.mutate({ page: pageNo, text })}
              >
                Salvar correção
              </Button>
              {page.corrected && <Badge color="teal">Texto corrigido</Badge>}
            </Group>
            <FormFailure failure={correct.isError && errorMessage(correct.error)} />
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  );
}
