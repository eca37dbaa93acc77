import {
  Anchor,
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
import { type ClientInput, clientInputSchema, productLabels, products, ufOptions } from '@siao/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StaleEditFailure } from '../../components/forms/stale-edit-failure';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { MaskedInput } from '../../components/masked-input';
import { type ClientFormValues, formField, inputFromForm } from './client-form-values';

interface Props {
  initial: ClientFormValues;
  /** operadores may edit but not deactivate an active client */
  canDeactivate: boolean;
  readOnly?: boolean;
  submitLabel: string;
  onSubmit: (input: ClientInput) => Promise<unknown>;
  extraActions?: ReactNode;
  /** edit form: loads the stored version after a conflicting edit (409) */
  onReload?: () => void;
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
export function ClientForm({
  initial,
  canDeactivate,
  readOnly,
  submitLabel,
  onSubmit,
  extraActions,
  onReload,
}: Props) {
  const form = useSchemaForm({
    initial,
    schema: clientInputSchema,
    toPayload: inputFromForm,
    fieldOf: formField,
    onSubmit: (_payload, v) => onSubmit(inputFromForm(v)),
  });
  const { values, errors, failure, saving } = form;
  const set = form.setValue;
  const pj = values.person_type === 'pj';
  const lockStatus = !canDeactivate && initial.status === 'ativo';
  const duplicateId = form.detailOf('document')?.existing_id;

  const text = (key: keyof ClientFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={String(values[key] ?? '')}
      onChange={(e) => set(key, e.currentTarget.value as never)}
      onBlur={() => form.field(key).onBlur()}
      error={errors[key]}
      readOnly={readOnly}
      {...extra}
    />
  );

  return (
    <form {...form.formProps}>
      <Stack gap="md">
        <StaleEditFailure failure={failure} failureCode={form.failureCode} onReload={onReload} />
        <Section title="Identificação">
          <Stack gap="sm">
            <SegmentedControl
              value={values.person_type}
              disabled={readOnly}
              onChange={(v) => {
                set('person_type', v as 'pj' | 'pf');
                set('document', '');
              }}
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
                {...form.field('document')}
                error={
                  errors.document && (
                    <>
                      {errors.document}
                      {duplicateId && (
                        <>
                          {' '}
                          <Anchor component={Link} to={`/client/${duplicateId}`} inherit>
                            Abrir o cliente existente
                          </Anchor>
                        </>
                      )}
                    </>
                  )
                }
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
            <MaskedInput kind="phone" label="Telefone" {...form.field('phone')} readOnly={readOnly} />
            <MaskedInput kind="cep" label="CEP" {...form.field('cep')} readOnly={readOnly} />
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
          <Checkbox
            mt="md"
            label="Exigir verificação em duas etapas dos usuários deste cliente"
            description="No próximo acesso, cada usuário do cliente precisará cadastrar um aplicativo autenticador."
            checked={values.require_second_factor}
            onChange={(e) => set('require_second_factor', e.currentTarget.checked)}
            disabled={readOnly}
            data-testid="client-require-second-factor"
          />
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
