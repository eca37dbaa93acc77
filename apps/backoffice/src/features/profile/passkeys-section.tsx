import { Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { addPasskeySchema, formatDateTime, PASSKEY_NAME_MAX, type Passkey } from '@siao/shared';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { FormFailure } from '../../components/forms/form-failure';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { passkeysSupported } from '../../lib/auth/passkey-support';
import { confirmAndRun, toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useAddPasskey, useMyPasskeys, useRemovePasskey } from './passkeys-api';
import { RemoveRowButton } from './remove-row-button';

const nameSchema = addPasskeySchema.pick({ name: true });

/** "Chaves de acesso" of Meu perfil: the user's passkeys, their last use, add and remove. */
export function PasskeysSection() {
  const list = useMyPasskeys();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);

  async function onRemove(passkey: Passkey) {
    await confirmAndRun({
      confirm: {
        title: 'Remover chave de acesso',
        message: `A chave "${passkey.name}" deixará de entrar na sua conta. Deseja remover?`,
        confirmLabel: 'Remover',
        danger: true,
      },
      run: () => remove.mutateAsync(passkey.id),
      success: 'Chave de acesso removida.',
    });
  }

  const passkeys = list.data ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760} data-testid="passkeys-section">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4">
            Chaves de acesso
          </Title>
          {passkeysSupported() && (
            <Button leftSection={<IconKey size={16} />} variant="light" onClick={() => setAdding(true)}>
              Adicionar chave de acesso
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Entre sem senha com a digital, o rosto, o PIN do computador ou uma chave de segurança (USB ou NFC).
          Cada chave fica no seu dispositivo; o Sião guarda só a parte pública.
        </Text>
        {list.isError && <FormFailure failure={errorMessage(list.error)} />}
        {list.isSuccess && passkeys.length === 0 && (
          <Text size="sm">Nenhuma chave de acesso cadastrada.</Text>
        )}
        {passkeys.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" aria-label="Chaves de acesso">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Cadastrada em</Table.Th>
                  <Table.Th>Último uso</Table.Th>
                  <Table.Th aria-label="Ações" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {passkeys.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.name}</Table.Td>
                    <Table.Td>{formatDateTime(p.created_at)}</Table.Td>
                    <Table.Td>{p.last_used_at ? formatDateTime(p.last_used_at) : 'Nunca usada'}</Table.Td>
                    <Table.Td ta="right">
                      <RemoveRowButton label="Remover" itemName={p.name} onClick={() => onRemove(p)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <AddPasskeyModal opened={adding} onClose={() => setAdding(false)} />
    </Paper>
  );
}

function AddPasskeyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Adicionar chave de acesso">
      <PasskeyEnrolmentForm
        onDone={() => {
          toast.success('Chave de acesso adicionada.');
          onClose();
        }}
        onCancel={onClose}
      />
    </Modal>
  );
}

/**
 * The name of the new passkey, then the browser's ceremony (Meu perfil's modal, and the enrolment a
 * session owes at sign-in). The user's other sessions end when it is stored.
 */
export function PasskeyEnrolmentForm({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const add = useAddPasskey();
  const form = useSchemaForm({
    initial: { name: '' },
    schema: nameSchema,
    onSubmit: async ({ name }) => {
      await add.mutateAsync(name);
      form.reset();
      onDone();
    },
  });
  return (
    <form {...form.formProps} aria-label="Cadastrar chave de acesso">
      <Stack gap="sm">
        <FormFailure failure={form.failure} />
        <TextInput
          label="Nome da chave"
          description="Para reconhecê-la depois, ex.: Notebook do escritório, Celular, Chave USB."
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={PASSKEY_NAME_MAX}
          required
          data-autofocus
          data-testid="passkey-name"
          {...form.text('name')}
        />
        <Text size="sm" c="dimmed">
          Ao continuar, o navegador pedirá que você confirme com a digital, o rosto, o PIN ou a chave de
          segurança. As suas outras sessões serão encerradas.
        </Text>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancelar
            </Button>
          )}
          <Button type="submit" loading={form.saving} data-testid="passkey-continue">
            Continuar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
