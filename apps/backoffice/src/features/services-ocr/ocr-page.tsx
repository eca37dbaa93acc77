import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { OcrJobsTable } from './ocr-jobs-table';
import { UploadBox } from './upload-box';

export function OcrPage() {
  const [page, setPage] = useState(1);
  return (
    <Stack gap="md">
      <Text c="dimmed">
        Envie documentos digitalizados para gerar PDFs pesquisáveis e texto editável. Cada arquivo é
        processado em segundo plano; abra um item concluído para revisar o texto.
      </Text>
      <UploadBox area="ocr" label="Arquivos para OCR" />
      <OcrJobsTable area="ocr" page={page} onPage={setPage} hrefOf={(job) => `/services/ocr/${job.id}`} />
    </Stack>
  );
}
