import { Alert, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, Typography } from '@mantine/core';
import { type PendingTerms, termsKindLabels } from '@siao/shared';
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormFailure } from '../../components/forms/form-failure';
import { errorMessage } from '../../lib/http/api-error';
import { useAcceptTerms } from './terms-api';

/**
 * The terms the signed-in user must accept, one at a time, in a modal that cannot be dismissed. "Aceitar"
 * (POST /api/{product}/users/add-terms-accepted) is enabled once the text was scrolled to its end or
 * "Li e aceito" is ticked (scrolling to the end ticks it); "Sair" ends the session.
 */
export function PendingTermsModal({ pending }: { pending: PendingTerms[] }) {
  const accept = useAcceptTerms();
  const navigate = useNavigate();
  const current = pending[0];
  const [read, setRead] = useState(false);
  // a new document starts unread
  const key = current ? `${current.terms_id}:${current.version}` : '';
  const [readKey, setReadKey] = useState(key);
  if (key !== readKey) {
    setReadKey(key);
    setRead(false);
  }
  const html = useMemo(() => (current ? DOMPurify.sanitize(current.content_html) : ''), [current]);
  if (!current) return null;
  const total = pending.length;

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
        <ScrollArea.Autosize
          mah="55vh"
          type="auto"
          offsetScrollbars
          onBottomReached={() => setRead(true)}
          data-testid="pending-terms-text"
        >
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server and with DOMPurify above */}
            <div dangerouslySetInnerHTML={{ __html: html }} />
          </Typography>
        </ScrollArea.Autosize>
        <Checkbox
          label="Li e aceito"
          checked={read}
          onChange={(event) => setRead(event.currentTarget.checked)}
          description="Role o texto até o fim ou marque esta opção para aceitar."
        />
        <FormFailure failure={accept.isError && errorMessage(accept.error)} />
        <Group justify="space-between">
          <Button variant="subtle" color="gray" onClick={() => navigate('/logout')}>
            Sair
          </Button>
          <Button onClick={() => accept.mutate(current)} loading={accept.isPending} disabled={!read}>
            Aceitar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
