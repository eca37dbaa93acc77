import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import {
  type Fatura,
  type FormaPagamento,
  formaPagamentoLabels,
  formasPagamento,
  parseDateBR,
} from '@siao/shared';
import { useState } from 'react';
import type { ApiError } from '../../lib/http/api-error';
import { usePayFatura } from './faturas-api';

const todayIso = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/** Registrar pagamento: date (today by default) and form; server rules answer in Portuguese. */
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
  const [data, setData] = useState<string | null>(todayIso());
  const [forma, setForma] = useState<FormaPagamento | null>('pix');
  const fieldErrors = (pay.error as ApiError | null)?.fieldErrors?.() ?? {};
  async function submit() {
    if (!data || !forma) return;
    try {
      await pay.mutateAsync({ data, forma });
      notifications.show({ color: 'green', message: `Pagamento da fatura nº ${fatura.numero} registrado.` });
      onClose();
    } catch {
      // the message stays next to the field; what the user typed stays too
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title="Registrar pagamento">
      <Stack>
        <DateInput
          label="Data do pagamento"
          valueFormat="DD/MM/YYYY"
          // typed dates are dd/mm/aaaa; without this `10/08/2026` would be read as 8 October
          dateParser={parseDateBR}
          value={data}
          onChange={(v) => setData(v ? String(v).slice(0, 10) : null)}
          error={fieldErrors.data ?? (!data ? 'Informe a data de pagamento.' : undefined)}
          required
        />
        <Select
          label="Forma de pagamento"
          data={formasPagamento.map((f) => ({ value: f, label: formaPagamentoLabels[f] }))}
          value={forma}
          onChange={(v) => setForma(v as FormaPagamento | null)}
          error={fieldErrors.forma}
          required
        />
        {pay.error && !Object.keys(fieldErrors).length && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-7)' }}>
            {(pay.error as Error).message}
          </div>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} loading={pay.isPending} disabled={!data || !forma}>
            Registrar pagamento
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
