import { Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Fatura } from '@siao/shared';
import { FormFailure } from '../../components/forms/form-failure';
import { usePayFatura } from './faturas-api';
import { PaymentFields, usePaymentForm } from './payment-fields';

/** Registrar pagamento: date (today by default) and form; the shared schema and the server answer in Portuguese. */
export function PaymentModal({
  fatura,
  opened,
  onClose,
}: {
  fatura: Fatura;
  opened: boolean;
  onClose: () => void;
}) {
  const pay = usePayFatura(fatura.id);
  const form = usePaymentForm(async (payload) => {
    await pay.mutateAsync(payload);
    notifications.show({ color: 'green', message: `Pagamento da fatura nº ${fatura.numero} registrado.` });
    onClose();
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Registrar pagamento">
      <form {...form.formProps}>
        <Stack>
          <FormFailure failure={form.failure} />
          <PaymentFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={form.saving}>
              Registrar pagamento
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
