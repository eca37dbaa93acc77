import { Card, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import type { JourneyDetail } from '@siao/shared';
import { errorCatalog, formatMegabytes, formatMessage } from '@siao/shared';
import { JOURNEY_COVER_MAX_BYTES, JOURNEY_COVER_MIME_TYPES } from '@siao/shared/constants';
import { useState } from 'react';
import { RemoveFileButton } from '../../components/forms/remove-file-button';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useRemoveCover, useUploadCover } from './catalog-api';

/** A journey's cover image (JPEG, PNG or WebP): shown on the lists and on the learner's card. */
export function JourneyCoverCard({ journey }: { journey: JourneyDetail }) {
  const upload = useUploadCover(journey.id);
  const remove = useRemoveCover(journey.id);
  const [error, setError] = useState<string | null>(null);

  function send(file: File | null) {
    setError(null);
    if (!file) return;
    if (file.size > JOURNEY_COVER_MAX_BYTES) {
      setError(
        formatMessage(errorCatalog.DOCUMENT_TOO_LARGE.message, {
          size: formatMegabytes(JOURNEY_COVER_MAX_BYTES),
        }),
      );
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success('Capa atualizada.'),
      onError: (e) => setError(errorMessage(e)),
    });
  }

  return (
    <Card withBorder>
      <Stack>
        <Text fw={700}>Capa</Text>
        {journey.cover_url ? (
          <Image
            src={journey.cover_url}
            alt={`Capa da jornada ${journey.title}`}
            h={160}
            w={320}
            radius="sm"
            fit="cover"
          />
        ) : (
          <Text c="dimmed" size="sm">
            Sem capa. Os cartões de "Treinamentos" mostram a capa quando houver.
          </Text>
        )}
        <Group align="end">
          <FileInput
            label={journey.cover_url ? 'Trocar capa' : 'Enviar capa'}
            description={`JPEG, PNG ou WebP, até ${formatMegabytes(JOURNEY_COVER_MAX_BYTES)}.`}
            accept={JOURNEY_COVER_MIME_TYPES.join(',')}
            placeholder="Escolher imagem"
            onChange={send}
            error={error}
            disabled={upload.isPending}
            clearable={false}
            value={null}
            w={320}
          />
          {journey.cover_url && (
            <RemoveFileButton remove={remove} label="Remover capa" done="Capa removida." />
          )}
        </Group>
      </Stack>
    </Card>
  );
}
