import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CertidaoBatchSummary } from './certidao-batch';
import { CertidaoReview } from './certidao-review';
import { OcrJobsTable } from './ocr-jobs-table';
import { UploadBox } from './upload-box';

/** OCR de certidões: upload, list with progress, and the review form of the chosen certidão (`?id=`). */
export function CertidoesPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const id = params.get('id');
  const lote = params.get('lote');
  const set = (next: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...next });
  return (
    <Stack gap="md">
      <Text c="dimmed">
        Envie certidões de nascimento ou óbito (imagem ou PDF). Os campos são extraídos e conferidos:
        matrícula e CPF pelos dígitos verificadores, datas pelo calendário. Campos duvidosos ficam marcados
        para revisão.
      </Text>
      <UploadBox
        area="certidoes"
        label="Certidões"
        onUploaded={(jobs) => {
          // several files: the batch summary with one export for all
          const batch = jobs[0]?.batch_id;
          if (jobs.length > 1 && batch) setParams({ lote: batch });
        }}
      />
      {lote && <CertidaoBatchSummary id={lote} selected={id} onOpen={(job) => set({ id: job })} />}
      <OcrJobsTable
        area="certidoes"
        page={page}
        selected={id}
        onPage={(p) => set({ page: String(p) })}
        hrefOf={(job) => `?${new URLSearchParams({ ...Object.fromEntries(params), id: job.id })}`}
      />
      {id && <CertidaoReview key={id} id={id} />}
    </Stack>
  );
}
