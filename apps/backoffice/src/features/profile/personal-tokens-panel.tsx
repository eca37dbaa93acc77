import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type CreatedPersonalToken,
  createPersonalTokenSchema,
  formatDateTime,
  PERSONAL_TOKEN_NAME_MAX,
  PERSONAL_TOKENS_PER_USER,
  type PersonalToken,
  type PersonalTokenScope,
  personalTokenExpiryDays,
  personalTokenScopeLabels,
  personalTokenScopes,
} from '@siao/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormFailure } from '../../components/forms/form-failure';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { confirmAndRun } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useCreatePersonalToken, useMyPersonalTokens, useRevokePersonalToken } from './personal-tokens-api';
import { RemoveRowButton } from './remove-row-button';

const mcpUrl = () => `${window.location.origin}/api/mcp`;

/**
 * "Meu perfil › Tokens de acesso": personal access tokens for an MCP client (Claude Desktop and
 * others) acting as the user on /api/mcp only. The secret is shown once, at creation.
 */
export function PersonalTokensPanel() {
  const list = useMyPersonalTokens();
  const revoke = useRevokePersonalToken();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedPersonalToken | null>(null);

  async function onRevoke(token: PersonalToken) {
    await confirmAndRun({
      confirm: {
        title: 'Revogar token',
        message: `O token "${token.name}" deixará de funcionar imediatamente. Deseja revogar?`,
        confirmLabel: 'Revogar',
        danger: true,
      },
      run: () => revoke.mutateAsync(token.id),
      success: 'Token revogado.',
    });
  }

  const tokens = list.data ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760} data-testid="personal-tokens">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4">
            Tokens de acesso pessoal
          </Title>
          <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setCreating(true)}>
            Criar token
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Um token permite que um cliente MCP (como o Claude Desktop) use as ferramentas do Sião em seu nome,
          com as suas permissões, no endereço <Code>{mcpUrl()}</Code>. Ele não entra no back-office nem em
          outras rotas da API. Até {PERSONAL_TOKENS_PER_USER} tokens ativos; revogue os que não usar mais.
        </Text>
        {list.isError && <FormFailure failure={errorMessage(list.error)} />}
        {list.isSuccess && tokens.length === 0 && <Text size="sm">Nenhum token criado.</Text>}
        {tokens.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" aria-label="Tokens de acesso pessoal">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Escopos</Table.Th>
                  <Table.Th>Validade</Table.Th>
                  <Table.Th>Último uso</Table.Th>
                  <Table.Th aria-label="Ações" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tokens.map((token) => (
                  <Table.Tr key={token.id}>
                    <Table.Td>
                      <Text size="sm">{token.name}</Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {token.prefix}…
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {token.scopes.map((scope) => (
                          <Badge key={scope} variant="light" size="sm">
                            {scope}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {!token.active ? (
                        <Badge color="red" variant="light" size="sm">
                          Expirado
                        </Badge>
                      ) : token.expires_at ? (
                        `até ${formatDateTime(token.expires_at)}`
                      ) : (
                        'Sem validade'
                      )}
                    </Table.Td>
                    <Table.Td>
                      {token.last_used_at ? formatDateTime(token.last_used_at) : 'Nunca usado'}
                    </Table.Td>
                    <Table.Td ta="right">
                      <RemoveRowButton
                        label="Revogar"
                        itemName={token.name}
                        onClick={() => onRevoke(token)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <CreateTokenModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(token) => {
          setCreating(false);
          setCreated(token);
        }}
      />
      <CreatedTokenModal token={created} onClose={() => setCreated(null)} />
    </Paper>
  );
}

interface TokenValues {
  name: string;
  scopes: PersonalTokenScope[];
  /** '' = sem validade */
  expiry: string;
}

const expiryOptions = [
  ...personalTokenExpiryDays.map((days) => ({ value: String(days), label: `${days} dias` })),
  { value: '', label: 'Sem validade (até revogar)' },
];

function CreateTokenModal(props: {
  opened: boolean;
  onClose: () => void;
  onCreated: (token: CreatedPersonalToken) => void;
}) {
  const create = useCreatePersonalToken();
  const form = useSchemaForm({
    initial: { name: '', scopes: ['mcp'], expiry: '90' } as TokenValues,
    schema: createPersonalTokenSchema,
    toPayload: (v) => ({
      name: v.name,
      scopes: v.scopes,
      expires_in_days: v.expiry ? (Number(v.expiry) as (typeof personalTokenExpiryDays)[number]) : null,
    }),
    fieldOf: (path) => (path === 'expires_in_days' ? 'expiry' : path.split('.')[0]!),
    onSubmit: async (payload) => {
      const token = await create.mutateAsync(payload);
      form.reset();
      props.onCreated(token);
    },
  });
  const scopes = form.field('scopes');
  const expiry = form.field('expiry');
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Criar token de acesso pessoal">
      <form {...form.formProps}>
        <Stack gap="sm">
          <FormFailure failure={form.failure} />
          <TextInput
            label="Nome do token"
            description="Para reconhecê-lo depois, ex.: Claude Desktop do notebook."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maxLength={PERSONAL_TOKEN_NAME_MAX}
            required
            data-autofocus
            {...form.text('name')}
          />
          <Checkbox.Group
            label="Escopos"
            value={scopes.value}
            onChange={(value) => scopes.onChange(value as PersonalTokenScope[])}
            error={scopes.error}
            required
          >
            <Stack gap={6} mt={6}>
              {personalTokenScopes.map((scope) => (
                <Checkbox key={scope} value={scope} label={`${scope}: ${personalTokenScopeLabels[scope]}`} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Select
            label="Validade"
            data={expiryOptions}
            value={expiry.value}
            onChange={(value) => expiry.onChange(value ?? '')}
            error={expiry.error}
            allowDeselect={false}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={form.saving}>
              Criar token
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The secret, once: copy it now, it is not shown again. */
function CreatedTokenModal({ token, onClose }: { token: CreatedPersonalToken | null; onClose: () => void }) {
  return (
    <Modal opened={token !== null} onClose={onClose} title="Token criado">
      {token && (
        <Stack gap="sm">
          <Alert color="yellow" variant="light">
            Copie o token agora: por segurança, ele não será mostrado de novo.
          </Alert>
          <Code block data-testid="personal-token-secret">
            {token.token}
          </Code>
          <Group justify="space-between">
            <CopyButton value={token.token}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copiado' : 'Copiar token'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Concluir</Button>
          </Group>
          <Text size="sm" c="dimmed">
            No cliente MCP, use o endereço <Code>{mcpUrl()}</Code> com o cabeçalho{' '}
            <Code>Authorization: Bearer {token.prefix}…</Code>.
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
