import { Alert, Button, Checkbox, FileInput, Group } from '@mantine/core';
import type { OcrJobSummary } from '@siao/shared';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/http/api-error';
import { type OcrArea, useUpload } from './ocr-api';

/** One or many PDF/JPG/PNG/TIFF files; each becomes a background job. */
export function UploadBox({
  area,
  label,
  onUploaded,
}: {
  area: OcrArea;
  label: string;
  onUploaded?: (jobs: OcrJobSummary[]) => void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [redoTextPages, setRedoTextPages] = useState(false);
  const upload = useUpload(area);
  return (
    <Group align="flex-end" wrap="wrap">
      <FileInput
        label={label}
        placeholder="PDF, JPG, PNG ou TIFF (até 20 arquivos)"
        multiple
        clearable
        accept="application/pdf,image/jpeg,image/png,image/tiff"
        value={files}
        onChange={setFiles}
        w={420}
      />
      <Button
        leftSection={<IconUpload size={18} />}
        disabled={!files.length}
        loading={upload.isPending}
        onClick={() =>
          upload.mutate(
            { files, redoTextPages },
            {
              onSuccess: (jobs) => {
                setFiles([]);
                onUploaded?.(jobs);
              },
            },
          )
        }
      >
        Enviar
      </Button>
      <Checkbox
        label="Refazer o OCR das páginas de PDF que já têm texto"
        description="Sem esta opção, o texto que o PDF já contém é mantido."
        checked={redoTextPages}
        onChange={(e) => setRedoTextPages(e.currentTarget.checked)}
      />
      {upload.isError && (
        <Alert color="red" w="100%">
          {errorMessage(upload.error)}
        </Alert>
      )}
    </Group>
  );
}
