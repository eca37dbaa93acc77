import { Alert, Badge, Drawer, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { productLabels, TERMS_ALL_PRODUCTS_LABEL, termsKindLabels } from '@siao/shared';
import { errorMessage } from '../../lib/http/api-error';
import { TermsAcceptances } from './terms-acceptances';
import { useTerms } from './terms-api';
import { TermsContentTab } from './terms-content-tab';
import { TermsHistory, TermsVersions } from './terms-versions';

export function TermsDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useTerms(id);
  const terms = query.data;
  return (
    <Drawer opened={!!id} onClose={onClose} position="right" size="xl" title={terms?.title ?? 'Termo'}>
      {query.isPending && <Skeleton h={300} />}
      {query.isError && <Alert color="red">{errorMessage(query.error)}</Alert>}
      {terms && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{termsKindLabels[terms.kind]}</Badge>
            <Badge variant="outline">
              {terms.product ? productLabels[terms.product] : TERMS_ALL_PRODUCTS_LABEL}
            </Badge>
            <Badge color={terms.current_version ? 'teal' : 'gray'}>
              {terms.current_version ? `Versão ${terms.current_version} publicada` : 'Não publicado'}
            </Badge>
          </Group>
          {!terms.requires_acceptance && (
            <Text size="sm" c="dimmed">
              Texto informativo: os usuários não precisam aceitá-lo.
            </Text>
          )}
          <Tabs defaultValue="content" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="content">Texto</Tabs.Tab>
              <Tabs.Tab value="versions">Versões ({terms.versions.length})</Tabs.Tab>
              <Tabs.Tab value="acceptances">Aceites</Tabs.Tab>
              <Tabs.Tab value="history">Histórico</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="content" pt="md">
              <TermsContentTab terms={terms} onDeleted={onClose} />
            </Tabs.Panel>
            <Tabs.Panel value="versions" pt="md">
              <TermsVersions terms={terms} />
            </Tabs.Panel>
            <Tabs.Panel value="acceptances" pt="md">
              <TermsAcceptances terms={terms} />
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="md">
              <TermsHistory id={terms.id} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Drawer>
  );
}
