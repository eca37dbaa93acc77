import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CancelamentoInput, cancelamentoSchema, estornoSchema, type Fatura } from '@siao/shared';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { useCancelFatura, useReversePayment } from './faturas-api';

interface ReasonAction {
  title: string;
  intro: string;
  label: string;
  confirm: string;
  color: string;
  schema: typeof cancelamentoSchema | typeof estornoSchema;
  done: (numero: number) => string;
}

const actions = {
  cancel: {
    title: 'Cancelar fatura',
    intro: 'O cancelamento não pode ser desfeito. O número da fatura não será reutilizado.',
    label: 'Motivo do cancelamento',
    confirm: 'Cancelar fatura',
    color: 'red',
    schema: cancelamentoSchema,
    done: (n) => `Fatura nº ${n} cancelada.`,
  },
  estorno: {
    title: 'Estornar pagamento',
    intro: 'A fatura volta a ficar em aberto (ou vencida) e o estorno fica registrado no histórico.',
    label: 'Motivo do estorno',
    confirm: 'Estornar pagamento',
    color: 'orange',
    schema: estornoSchema,
    done: (n) => `Pagamento da fatura nº ${n} estornado.`,
  },
} satisfies Record<string, ReasonAction>;

/** Cancelar fatura / Estornar pagamento: a reason is required and recorded in the audit log. */
export function ReasonModal({
  kind,
  fatura,
  opened,
  onClose,
}: {
  kind: keyof typeof actions;
  fatura: Fatura;
  opened: boolean;
  onClose: () => void;
}) {
  const action: ReasonAction = actions[kind];
  const cancel = useCancelFatura(fatura.id);
  const reverse = useReversePayment(fatura.id);
  const form = useSchemaForm({
    initial: { motivo: '' },
    schema: action.schema,
    onSubmit: async (payload: CancelamentoInput) => {
      await (kind === 'cancel' ? cancel : reverse).mutateAsync(payload);
      notifications.show({ color: 'green', message: action.done(fatura.numero) });
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={action.title}>
      <form {...form.formProps}>
        <Stack>
          <Text size="sm">{action.intro}</Text>
          {form.failure && (
            <Alert color="red" role="alert">
              {form.failure}
            </Alert>
          )}
          <Textarea
            label={action.label}
            required
            autosize
            minRows={3}
            maxLength={500}
            {...form.text('motivo')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Voltar
            </Button>
            <Button type="submit" color={action.color} loading={form.saving}>
              {action.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
