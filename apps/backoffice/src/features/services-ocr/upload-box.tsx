import { Alert, Button, FileInput, Group } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/http/api-error';
import { type OcrArea, useUpload } from './ocr-api';

/** One or many PDF/JPG/PNG/TIFF files; each becomes a background job. */
export function UploadBox({ area, label }: { area: OcrArea; label: string }) {
  const [files, setFiles] = useState<File[]>([]);
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
        onClick={() => upload.mutate(files, { onSuccess: () => setFiles([]) })}
      >
        Enviar
      </Button>
      {upload.isError && (
        <Alert color="red" w="100%">
          {errorMessage(upload.error)}
        </Alert>
      )}
    </Group>
  );
}
