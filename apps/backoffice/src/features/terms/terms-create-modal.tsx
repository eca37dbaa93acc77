import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  createTermsSchema,
  type Product,
  productLabels,
  TERMS_ALL_PRODUCTS_LABEL,
  type TermsKind,
  termsKindLabels,
} from '@siao/shared';
import { FormFailure } from '../../components/forms/form-failure';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { toast } from '../../lib/dialogs';
import { useCreateTerms } from './terms-api';

export const productOptions = [
  { value: 'todos', label: TERMS_ALL_PRODUCTS_LABEL },
  ...Object.entries(productLabels).map(([value, label]) => ({ value, label })),
];
export const kindOptions = Object.entries(termsKindLabels).map(([value, label]) => ({ value, label }));

export function TermsCreateModal(props: {
  opened: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const create = useCreateTerms();
  const form = useSchemaForm({
    initial: { kind: 'termos_de_uso' as TermsKind, product: 'todos', title: '', requires_acceptance: true },
    schema: createTermsSchema,
    toPayload: (v) => ({ ...v, product: v.product === 'todos' ? null : (v.product as Product) }),
    onSubmit: async (payload) => {
      const created = await create.mutateAsync(payload);
      toast.success('Termo criado. Escreva o texto e publique a primeira versão.');
      form.reset();
      props.onClose();
      props.onCreated(created.id);
    },
  });
  const { values, errors } = form;

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Novo termo ou política">
      <form {...form.formProps}>
        <Stack gap="sm">
          <FormFailure failure={form.failure} />
          <Select
            label="Tipo"
            data={kindOptions}
            value={values.kind}
            onChange={(v) => v && form.setValue('kind', v as TermsKind)}
            allowDeselect={false}
          />
          <Select
            label="Produto"
            data={productOptions}
            value={values.product}
            onChange={(v) => v && form.setValue('product', v)}
            allowDeselect={false}
            error={errors.product}
          />
          <TextInput label="Título" required {...form.text('title')} />
          <Checkbox
            label="Exigir aceite dos usuários dos clientes"
            description="Sem aceite, o texto é apenas informativo."
            checked={values.requires_acceptance}
            onChange={(e) => form.setValue('requires_acceptance', e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={form.saving}>
              Criar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
