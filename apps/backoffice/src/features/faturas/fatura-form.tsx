import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { DateInput, MonthPickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import {
  createFaturaSchema,
  currentCompetencia,
  defaultVencimento,
  type Fatura,
  formatDate,
  parseDateBR,
  saoPauloToday,
  type UpdateFaturaInput,
} from '@siao/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { confirmDialog } from '../../lib/dialogs';
import { ClientPicker } from './client-picker';
import { useCreateFatura, useFaturaClient, useUpdateFatura } from './faturas-api';
import { emptyItem, type ItemDraft, ItemsEditor, toCentavos } from './items-editor';

interface FaturaValues {
  client_id: string;
  competencia: string | null;
  emissao: string | null;
  vencimento: string | null;
  observacoes: string;
  itens: ItemDraft[];
}

const toPayload = (v: FaturaValues) => ({
  client_id: v.client_id,
  competencia: v.competencia ?? '',
  emissao: v.emissao ?? undefined,
  vencimento: v.vencimento ?? '',
  observacoes: v.observacoes || null,
  itens: v.itens.map((i) => ({
    descricao: i.descricao,
    quantidade: Number(i.quantidade),
    valor_unitario_centavos: toCentavos(i.valor),
  })),
});

const blankFatura = (clientId: string): FaturaValues => ({
  client_id: clientId,
  competencia: currentCompetencia(),
  emissao: saoPauloToday(),
  vencimento: null,
  observacoes: '',
  itens: [emptyItem()],
});

const fromFatura = (f: Fatura): FaturaValues => ({
  client_id: f.client_id,
  competencia: f.competencia,
  emissao: f.emissao,
  vencimento: f.vencimento,
  observacoes: f.observacoes ?? '',
  itens: f.itens.map((i, k) => ({
    key: -k - 1,
    descricao: i.descricao,
    quantidade: i.quantidade,
    valor: i.valor_unitario_centavos / 100,
  })),
});

/**
 * Create (no `fatura`) or edit an open fatura; refused saves keep everything the user typed. Created
 * from Gestão de Faturas, the client is the form's first field (no `clientId`); from a client's page,
 * it is fixed.
 */
export function FaturaForm({
  clientId,
  fatura,
  readOnly,
}: {
  clientId: string;
  fatura?: Fatura;
  readOnly: boolean;
}) {
  const navigate = useNavigate();
  const create = useCreateFatura();
  const update = useUpdateFatura(fatura?.id ?? '');
  /** "Salvar e criar outra": after saving, a blank form for the same client. */
  const another = useRef(false);
  /** The due date follows the client's due day until the user picks one. */
  const dueTouched = useRef(!!fatura);

  const form = useSchemaForm({
    initial: fatura ? fromFatura(fatura) : blankFatura(clientId),
    // the create payload; an edit sends the same fields without the client
    schema: createFaturaSchema,
    toPayload,
    onSubmit: async (_payload, v) => {
      const payload = toPayload(v);
      const pastDue = payload.vencimento < saoPauloToday() && payload.vencimento !== fatura?.vencimento;
      if (
        pastDue &&
        !(await confirmDialog({
          title: 'Vencimento no passado',
          message: `O vencimento ${formatDate(payload.vencimento)} já passou: a fatura nascerá vencida. Salvar mesmo assim?`,
          confirmLabel: 'Salvar com este vencimento',
        }))
      )
        return;
      if (fatura) {
        const { client_id: _, ...changes } = payload;
        await update.mutateAsync(changes as UpdateFaturaInput);
        notifications.show({ color: 'green', message: 'Fatura salva.' });
        return;
      }
      const created = await create.mutateAsync(payload);
      notifications.show({ color: 'green', message: `Fatura nº ${created.numero} criada.` });
      if (another.current) {
        dueTouched.current = false;
        form.reset(withDue(blankFatura(v.client_id)));
      } else navigate(`/client/${v.client_id}/fatura/${created.id}`, { replace: true });
    },
  });
  const { values, errors } = form;
  const client = useFaturaClient(fatura ? '' : values.client_id).data;

  const withDue = (v: FaturaValues): FaturaValues =>
    client && v.competencia && !dueTouched.current
      ? { ...v, vencimento: defaultVencimento(v.competencia, client.due_day, saoPauloToday()) }
      : v;

  // once the client is known (and whenever the competência changes), propose its due date
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed only on those two changes
  useEffect(() => {
    if (!client || dueTouched.current || !values.competencia) return;
    form.setValue('vencimento', defaultVencimento(values.competencia, client.due_day, saoPauloToday()));
  }, [client, values.competencia]);

  return (
    <Paper withBorder p="md">
      <form {...form.formProps} data-testid="fatura-form">
        <Stack>
          {!fatura && !clientId && (
            <ClientPicker
              label="Cliente"
              placeholder="Busque pelo nome ou CNPJ/CPF"
              clearable={false}
              required
              value={values.client_id || null}
              onChange={(id) => form.setValue('client_id', id ?? '')}
              error={errors.client_id}
              data-testid="fatura-client-picker"
            />
          )}
          {!fatura && client && (
            <Text fw={600} data-testid="fatura-client">
              {clientId ? `Cliente: ${client.legal_name}` : 'Vencimento do cliente'}
              <Text span c="dimmed" fz="sm">
                {clientId ? ' · vencimento ' : ': '}todo dia {client.due_day}
              </Text>
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MonthPickerInput
              label="Competência"
              valueFormat="MM/YYYY"
              required
              readOnly={readOnly}
              value={values.competencia ? `${values.competencia}-01` : null}
              onChange={(v) => form.setValue('competencia', v ? String(v).slice(0, 7) : null)}
              error={errors.competencia}
            />
            <DateInput
              label="Emissão"
              valueFormat="DD/MM/YYYY"
              dateParser={parseDateBR}
              readOnly={readOnly}
              value={values.emissao}
              onChange={(v) => form.setValue('emissao', v ? String(v).slice(0, 10) : null)}
              error={errors.emissao}
            />
            <DateInput
              label="Vencimento"
              valueFormat="DD/MM/YYYY"
              dateParser={parseDateBR}
              required
              readOnly={readOnly}
              value={values.vencimento}
              onChange={(v) => {
                dueTouched.current = true;
                form.setValue('vencimento', v ? String(v).slice(0, 10) : null);
              }}
              error={errors.vencimento}
              data-testid="fatura-vencimento"
            />
          </SimpleGrid>
          <ItemsEditor
            items={values.itens}
            onChange={(itens) => form.setValue('itens', itens)}
            errors={errors}
            readOnly={readOnly}
          />
          <Textarea
            label="Observações"
            autosize
            minRows={2}
            maxLength={2000}
            readOnly={readOnly}
            {...form.text('observacoes')}
          />
          {form.failure && (
            <div role="alert" style={{ color: 'var(--mantine-color-red-7)' }}>
              {form.failure}
            </div>
          )}
          {!readOnly && (
            <Group justify="flex-end">
              {!fatura && (
                <Button
                  type="submit"
                  variant="default"
                  loading={form.saving && another.current}
                  onClick={() => {
                    another.current = true;
                  }}
                  data-testid="fatura-save-another"
                >
                  Salvar e criar outra
                </Button>
              )}
              <Button
                type="submit"
                loading={form.saving && !another.current}
                onClick={() => {
                  another.current = false;
                }}
                data-testid="fatura-save"
              >
                {fatura ? 'Salvar alterações' : 'Criar fatura'}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
