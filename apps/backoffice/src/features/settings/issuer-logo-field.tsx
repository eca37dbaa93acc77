import { FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { ISSUER_LOGO_MAX_BYTES, ISSUER_LOGO_MAX_MB, ISSUER_LOGO_MIME_TYPES } from '@siao/shared/constants';
import { useState } from 'react';
import { RemoveFileButton } from '../../components/forms/remove-file-button';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useRemoveLogo, useUploadLogo } from './settings-api';

/**
 * The issuer's logo on the certificates (PNG or JPEG). Sent on its own, at once; certificates already
 * issued keep the logo they were issued with.
 */
export function IssuerLogoField({ logoUrl }: { logoUrl: string | null }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [error, setError] = useState<string | null>(null);

  function send(file: File | null) {
    setError(null);
    if (!file) return;
    if (file.size > ISSUER_LOGO_MAX_BYTES) {
      setError(`O logotipo deve ter no máximo ${ISSUER_LOGO_MAX_MB} MB.`);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success('Logotipo atualizado. Os próximos certificados já o usam.'),
      onError: (e) => setError(errorMessage(e)),
    });
  }

  return (
    <Stack gap="xs" data-testid="issuer-logo">
      {logoUrl ? (
        <Image src={logoUrl} alt="Logotipo do emitente" h={64} w="auto" maw={240} fit="contain" />
      ) : (
        <Text size="sm" c="dimmed">
          Sem logotipo: os certificados levam a marca do Sião.
        </Text>
      )}
      <Group align="end">
        <FileInput
          label={logoUrl ? 'Trocar logotipo' : 'Enviar logotipo'}
          description={`PNG ou JPEG, até ${ISSUER_LOGO_MAX_MB} MB. Certificados já emitidos mantêm o logotipo da emissão.`}
          accept={ISSUER_LOGO_MIME_TYPES.join(',')}
          placeholder="Escolher imagem"
          onChange={send}
          error={error}
          disabled={upload.isPending}
          clearable={false}
          value={null}
          w={{ base: '100%', sm: 360 }}
        />
        {logoUrl && <RemoveFileButton remove={remove} label="Remover logotipo" done="Logotipo removido." />}
      </Group>
    </Stack>
  );
}
