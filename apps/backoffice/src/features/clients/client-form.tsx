import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type ClientInput, productLabels, products, ufOptions } from '@siao/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { MaskedInput } from '../../components/masked-input';
import { errorMessage, isApiError } from '../../lib/http/api-error';
import { type ClientFormValues, formField, inputFromForm, validateClientForm } from './client-form-values';

interface Props {
  initial: ClientFormValues;
  /** operadores may edit but not deactivate an active client */
  canDeactivate: boolean;
  readOnly?: boolean;
  submitLabel: string;
  onSubmit: (input: ClientInput) => Promise<unknown>;
  extraActions?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Client data form; errors from the shared schema or the server appear next to their field. */
export function ClientForm({ initial, canDeactivate, readOnly, submitLabel, onSubmit, extraActions }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof ClientFormValues>(key: K, value: ClientFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const pj = values.person_type === 'pj';
  const lockStatus = !canDeactivate && initial.status === 'ativo';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateClientForm(values);
    setErrors(found);
    setFailure(Object.keys(found).length ? 'Verifique os campos destacados.' : null);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await onSubmit(inputFromForm(values));
    } catch (error) {
      // what the user typed stays in the form; the server's reasons go next to the fields
      if (isApiError(error))
        setErrors(Object.fromEntries(error.details.map((d) => [formField(d.field), d.message])));
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const text = (key: keyof ClientFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={String(values[key] ?? '')}
      onChange={(e) => set(key, e.currentTarget.value as never)}
      error={errors[key]}
      readOnly={readOnly}
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Section title="Identificação">
          <Stack gap="sm">
            <SegmentedControl
              value={values.person_type}
              disabled={readOnly}
              onChange={(v) => setValues((cur) => ({ ...cur, person_type: v as 'pj' | 'pf', document: '' }))}
              data={[
                { value: 'pj', label: 'Pessoa jurídica' },
                { value: 'pf', label: 'Pessoa física' },
              ]}
              w="fit-content"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MaskedInput
                kind={pj ? 'cnpj' : 'cpf'}
                label={pj ? 'CNPJ' : 'CPF'}
                withAsterisk
                value={values.document}
                onChange={(v) => set('document', v)}
                error={errors.document}
                readOnly={readOnly}
              />
              {text('legal_name', pj ? 'Razão social' : 'Nome completo', { withAsterisk: true })}
              {text('trade_name', 'Nome fantasia')}
              {pj &&
                text('cns', 'CNS (cartórios)', {
                  placeholder: '00.000-0',
                  description: 'Código Nacional da Serventia, 6 dígitos',
                })}
            </SimpleGrid>
          </Stack>
        </Section>

        <Section title="Contato e endereço">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {text('email', 'E-mail', { type: 'email' })}
            <MaskedInput
              kind="phone"
              label="Telefone"
              value={values.phone}
              onChange={(v) => set('phone', v)}
              error={errors.phone}
              readOnly={readOnly}
            />
            <MaskedInput
              kind="cep"
              label="CEP"
              value={values.cep}
              onChange={(v) => set('cep', v)}
              error={errors.cep}
              readOnly={readOnly}
            />
            {text('street', 'Logradouro')}
            {text('number', 'Número')}
            {text('complement', 'Complemento')}
            {text('district', 'Bairro')}
            {text('city', 'Cidade')}
            <Select
              label="UF"
              placeholder="Selecione"
              data={ufOptions}
              searchable
              clearable
              value={values.uf}
              onChange={(v) => set('uf', v)}
              error={errors.uf}
              readOnly={readOnly}
            />
          </SimpleGrid>
        </Section>

        <Section title="Contrato">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="Situação"
                data={[
                  { value: 'ativo', label: 'Ativo' },
                  { value: 'inativo', label: 'Inativo' },
                ]}
                value={values.status}
                onChange={(v) => set('status', (v ?? 'ativo') as 'ativo' | 'inativo')}
                allowDeselect={false}
                disabled={lockStatus || readOnly}
                description={lockStatus ? 'Apenas administradores podem desativar clientes.' : undefined}
                error={errors.status}
              />
              <NumberInput
                label="Mensalidade"
                prefix="R$ "
                decimalSeparator=","
                thousandSeparator="."
                decimalScale={2}
                fixedDecimalScale
                min={0}
                value={values.monthly_fee}
                onChange={(v) => set('monthly_fee', v)}
                error={errors.monthly_fee}
                readOnly={readOnly}
              />
              <NumberInput
                label="Dia de vencimento"
                description="De 1 a 28"
                min={1}
                max={28}
                allowDecimal={false}
                value={values.due_day}
                onChange={(v) => set('due_day', v)}
                error={errors.due_day}
                readOnly={readOnly}
              />
            </SimpleGrid>
            <Checkbox.Group
              label="Produtos contratados"
              value={values.products}
              onChange={(v) => set('products', v as ClientFormValues['products'])}
              error={errors.products}
            >
              <Group mt={6}>
                {products.map((p) => (
                  <Checkbox key={p} value={p} label={productLabels[p]} disabled={readOnly} />
                ))}
              </Group>
            </Checkbox.Group>
          </Stack>
        </Section>

        <Section title="Observações e widget">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Textarea
              label="Observações"
              autosize
              minRows={3}
              value={values.notes}
              onChange={(e) => set('notes', e.currentTarget.value)}
              error={errors.notes}
              readOnly={readOnly}
            />
            <Textarea
              label="Origens autorizadas do widget"
              description="Uma por linha, por exemplo https://www.cartorio.com.br"
              autosize
              minRows={3}
              value={values.widget_origins}
              onChange={(e) => set('widget_origins', e.currentTarget.value)}
              error={errors.widget_origins}
              readOnly={readOnly}
            />
          </SimpleGrid>
        </Section>

        {!readOnly && (
          <Group justify="flex-end">
            {extraActions}
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
