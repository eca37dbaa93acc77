import { Alert, Loader, Stack, Text, Typography } from '@mantine/core';
import { formatDate } from '@siao/shared';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { errorMessage } from '../../lib/http/api-error';
import { usePrivacyPolicy } from './auth-api';

export function PrivacyPolicyPage() {
  const policy = usePrivacyPolicy();
  // The HTML is written by staff in the terms editor; sanitised again here as defence in depth.
  const html = useMemo(
    () => (policy.data ? DOMPurify.sanitize(policy.data.content_html) : ''),
    [policy.data],
  );

  if (policy.isPending) return <Loader aria-label="Carregando a política" />;
  if (policy.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(policy.error)}
      </Alert>
    );
  }
  if (!policy.data) {
    return <Text c="dimmed">Nenhuma política de privacidade publicada no momento.</Text>;
  }
  return (
    <Stack gap="sm">
      <Text size="lg" fw={700}>
        {policy.data.title}
      </Text>
      <Text size="sm" c="dimmed">
        Versão {policy.data.version} · publicada em {formatDate(policy.data.published_at)}
      </Text>
      <Typography>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify above */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Typography>
    </Stack>
  );
}
