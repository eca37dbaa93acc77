import { Alert, Button, Group, Modal, ScrollArea, Stack, Text, Typography } from '@mantine/core';
import { termsKindLabels } from '@siao/shared';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session';
import { errorMessage } from '../../lib/http/api-error';
import { useAcceptTerms, usePendingTerms } from './terms-api';

/**
 * Mounted once by the main layout: while the signed-in user has terms to accept (first login, or a
 * new version published), a modal that cannot be dismissed shows them one at a time. "Aceitar"
 * records the acceptance (POST /api/{product}/users/add-terms-accepted); "Sair" ends the session.
 */
export function PendingTermsGate() {
  const user = useCurrentUser();
  const pending = usePendingTerms(user.role === 'cliente');
  const accept = useAcceptTerms();
  const navigate = useNavigate();
  const current = pending.data?.[0];
  const html = useMemo(() => (current ? DOMPurify.sanitize(current.content_html) : ''), [current]);
  if (!current) return null;
  const total = pending.data?.length ?? 0;

  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="xl"
      centered
      title={
        <Stack gap={0}>
          <Text fw={700} size="lg">
            {current.title}
          </Text>
          <Text size="sm" c="dimmed">
            {termsKindLabels[current.kind]} · versão {current.version}
            {total > 1 ? ` · ${total} documentos para aceitar` : ''}
          </Text>
        </Stack>
      }
    >
      <Stack gap="md" data-testid="pending-terms-modal">
        {current.previously_accepted_version !== null && (
          <Alert color="blue" variant="light">
            Este documento foi atualizado desde a versão {current.previously_accepted_version}, que você
            aceitou. Leia e aceite a nova versão para continuar.
          </Alert>
        )}
        <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars>
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server and with DOMPurify above */}
            <div dangerouslySetInnerHTML={{ __html: html }} />
          </Typography>
        </ScrollArea.Autosize>
        {accept.isError && (
          <Alert color="red" role="alert">
            {errorMessage(accept.error)}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={() => navigate('/logout')}>
            Sair
          </Button>
          <Button onClick={() => accept.mutate(current)} loading={accept.isPending}>
            Aceitar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
