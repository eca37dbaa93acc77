import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Fatura } from '@siao/shared';
import { useState } from 'react';
import type { ApiError } from '../../lib/http/api-error';
import { useCancelFatura } from './faturas-api';

/** Cancelar fatura: a reason is required and recorded in the audit log. */
export function CancelModal({
  fatura,
  opened,
  onClose,
}: {
  fatura: Fatura;
  opened: boolean;
  onClose: () => void;
}) {
  const cancel = useCancelFatura(fatura.id);
  const [motivo, setMotivo] = useState('');
  const error = cancel.error as ApiError | null;
  async function submit() {
    try {
      await cancel.mutateAsync({ motivo });
      notifications.show({ color: 'green', message: `Fatura nº ${fatura.numero} cancelada.` });
      onClose();
    } catch {
      // shown below; the reason typed stays
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title="Cancelar fatura">
      <Stack>
        <Text size="sm">O cancelamento não pode ser desfeito. O número da fatura não será reutilizado.</Text>
        <Textarea
          label="Motivo do cancelamento"
          required
          autosize
          minRows={3}
          maxLength={500}
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
          error={error?.fieldErrors().motivo ?? (error && !error.details.length ? error.message : undefined)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button color="red" onClick={submit} loading={cancel.isPending}>
            Cancelar fatura
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
