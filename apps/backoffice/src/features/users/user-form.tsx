import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type Role,
  roleLabels,
  type UserFuncao,
  type UserInput,
  userFuncaoLabels,
  userFuncoes,
  userInputSchema,
} from '@siao/shared';
import { type ReactNode, useState } from 'react';
import { StaleEditFailure } from '../../components/forms/stale-edit-failure';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { MaskedInput } from '../../components/masked-input';
import type { UserFormValues } from './user-form-values';
import { assignableRoles, inputFromForm } from './user-form-values';
import { useClientName, useClientOptions } from './users-api';

interface Props {
  initial: UserFormValues;
  myRole: Role;
  readOnly?: boolean;
  /** editing oneself: role and active flag are locked (the server refuses those changes) */
  self?: boolean;
  submitLabel: string;
  onSubmit: (input: UserInput) => Promise<unknown>;
  /** edit form: loads the stored version after a conflicting edit (409) */
  onReload?: () => void;
  extraActions?: ReactNode;
}

/** Client picker searching the server (there may be 100,000 clients). */
function ClientSelect(props: {
  value: string | null;
  onChange: (v: string | null) => void;
  error?: string;
  readOnly?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const options = useClientOptions(q);
  const current = useClientName(props.value);
  const data = (options.data?.data ?? []).map((c) => ({ value: c.id, label: c.legal_name }));
  if (current.data && !data.some((d) => d.value === current.data.id))
    data.unshift({ value: current.data.id, label: current.data.legal_name });
  return (
    <Select
      label="Cliente"
      withAsterisk
      placeholder="Busque pelo nome ou CNPJ"
      searchable
      clearable
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage="Nenhum cliente encontrado"
      data={data}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      readOnly={props.readOnly}
    />
  );
}

/** User form: no password field — the user creates one through the invitation e-mail. */
export function UserForm({
  initial,
  myRole,
  readOnly,
  self,
  submitLabel,
  onSubmit,
  extraActions,
  onReload,
}: Props) {
  const form = useSchemaForm({
    initial,
    schema: userInputSchema,
    toPayload: inputFromForm,
    onSubmit: (_payload, v) => onSubmit(inputFromForm(v)),
  });
  const { values, errors, failure, saving } = form;
  const set = form.setValue;
  const roleOptions = assignableRoles(myRole).map((r) => ({ value: r, label: roleLabels[r] }));
  // a role above mine (a superadmin seen by an admin) still needs a label
  if (values.role && !roleOptions.some((o) => o.value === values.role))
    roleOptions.unshift({ value: values.role, label: roleLabels[values.role] });

  return (
    <form {...form.formProps}>
      <Stack gap="md">
        <StaleEditFailure failure={failure} failureCode={form.failureCode} onReload={onReload} />
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nome completo" withAsterisk {...form.text('name')} readOnly={readOnly} />
            <TextInput label="E-mail" type="email" withAsterisk {...form.text('email')} readOnly={readOnly} />
            <MaskedInput kind="cpf" label="CPF" {...form.field('cpf')} readOnly={readOnly} />
            <MaskedInput kind="phone" label="Telefone" {...form.field('phone')} readOnly={readOnly} />
            <Select
              label="Perfil de acesso"
              withAsterisk
              placeholder="Selecione"
              data={roleOptions}
              value={values.role}
              onChange={(v) => set('role', v as Role | null)}
              error={errors.role}
              readOnly={readOnly || self}
              allowDeselect={false}
            />
            {values.role === 'cliente' && (
              <ClientSelect
                value={values.client_id}
                onChange={(v) => set('client_id', v)}
                error={errors.client_id}
                readOnly={readOnly}
              />
            )}
            {values.role === 'cliente' && (
              <Select
                label="Função no cartório"
                description="Jornadas do SiãoSeg podem ser só para algumas funções."
                placeholder="Não informada"
                data={userFuncoes.map((f) => ({ value: f, label: userFuncaoLabels[f] }))}
                value={values.funcao}
                onChange={(v) => set('funcao', v as UserFuncao | null)}
                error={errors.funcao}
                readOnly={readOnly}
                clearable
              />
            )}
          </SimpleGrid>
          <Switch
            mt="md"
            label="Usuário ativo"
            description="Desativar encerra imediatamente as sessões abertas do usuário."
            checked={values.active}
            onChange={(e) => set('active', e.currentTarget.checked)}
            disabled={readOnly || self}
          />
        </Paper>
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
