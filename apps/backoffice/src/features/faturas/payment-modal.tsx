import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import {
  type Fatura,
  type FormaPagamento,
  formaPagamentoLabels,
  formasPagamento,
  pagamentoSchema,
  parseDateBR,
} from '@siao/shared';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { usePayFatura } from './faturas-api';

const todayIso = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

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
  const form = useSchemaForm({
    initial: { data: todayIso() as string | null, forma: 'pix' as FormaPagamento | null },
    schema: pagamentoSchema,
    // an empty date is absent, so the schema says "Informe a data de pagamento."
    toPayload: (v) => ({ data: v.data as string, forma: v.forma as FormaPagamento }),
    onSubmit: async (payload) => {
      await pay.mutateAsync(payload);
      notifications.show({ color: 'green', message: `Pagamento da fatura nº ${fatura.numero} registrado.` });
      onClose();
    },
  });
  const { values, errors } = form;
  return (
    <Modal opened={opened} onClose={onClose} title="Registrar pagamento">
      <form {...form.formProps}>
        <Stack>
          {form.failure && (
            <Alert color="red" role="alert">
              {form.failure}
            </Alert>
          )}
          <DateInput
            label="Data do pagamento"
            valueFormat="DD/MM/YYYY"
            // typed dates are dd/mm/aaaa; without this `10/08/2026` would be read as 8 October
            dateParser={parseDateBR}
            value={values.data}
            onChange={(v) => form.setValue('data', v ? String(v).slice(0, 10) : null)}
            error={errors.data}
            required
          />
          <Select
            label="Forma de pagamento"
            data={formasPagamento.map((f) => ({ value: f, label: formaPagamentoLabels[f] }))}
            value={values.forma}
            onChange={(v) => form.setValue('forma', v as FormaPagamento | null)}
            error={errors.forma}
            required
          />
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
