import { Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import {
  type FormaPagamento,
  formaPagamentoLabels,
  formasPagamento,
  type PagamentoInput,
  pagamentoSchema,
  parseDateBR,
  saoPauloToday,
} from '@siao/shared';
import { useSchemaForm } from '../../components/forms/use-schema-form';

/** The payment form (date, today by default, and form) of one fatura or of a selection. */
export function usePaymentForm(onSubmit: (payload: PagamentoInput) => Promise<void>) {
  return useSchemaForm({
    initial: { data: saoPauloToday() as string | null, forma: 'pix' as FormaPagamento | null },
    schema: pagamentoSchema,
    // an empty date is absent, so the schema says "Informe a data de pagamento."
    toPayload: (v) => ({ data: v.data as string, forma: v.forma as FormaPagamento }),
    onSubmit,
  });
}

export function PaymentFields({ form }: { form: ReturnType<typeof usePaymentForm> }) {
  const { values, errors } = form;
  return (
    <>
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
    </>
  );
}
