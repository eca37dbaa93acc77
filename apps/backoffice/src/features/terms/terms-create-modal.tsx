import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  type Product,
  productLabels,
  TERMS_ALL_PRODUCTS_LABEL,
  type TermsKind,
  termsKindLabels,
} from '@siao/shared';
import { type FormEvent, useState } from 'react';
import { toast } from '../../lib/dialogs';
import { isApiError } from '../../lib/http/api-error';
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
  const [kind, setKind] = useState<TermsKind>('termos_de_uso');
  const [product, setProduct] = useState('todos');
  const [title, setTitle] = useState('');
  const [requires, setRequires] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateTerms();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (title.trim().length < 3) return setErrors({ title: 'O título deve ter pelo menos 3 caracteres.' });
    create.mutate(
      {
        kind,
        product: product === 'todos' ? null : (product as Product),
        title: title.trim(),
        requires_acceptance: requires,
      },
      {
        onSuccess: (created) => {
          toast.success('Termo criado. Escreva o texto e publique a primeira versão.');
          setTitle('');
          setErrors({});
          props.onClose();
          props.onCreated(created.id);
        },
        onError: (error) => setErrors(isApiError(error) ? error.fieldErrors() : { title: error.message }),
      },
    );
  }

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Novo termo ou política">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Select
            label="Tipo"
            data={kindOptions}
            value={kind}
            onChange={(v) => v && setKind(v as TermsKind)}
            allowDeselect={false}
          />
          <Select
            label="Produto"
            data={productOptions}
            value={product}
            onChange={(v) => v && setProduct(v)}
            allowDeselect={false}
            error={errors.product}
          />
          <TextInput
            label="Título"
            required
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
          />
          <Checkbox
            label="Exigir aceite dos usuários dos clientes"
            description="Sem aceite, o texto é apenas informativo."
            checked={requires}
            onChange={(e) => setRequires(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Criar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
