import { Button, Group, Paper, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { DateInput, MonthPickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { type Fatura, parseDateBR } from '@siao/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/http/api-error';
import { useCreateFatura, useUpdateFatura } from './faturas-api';
import { emptyItem, type ItemDraft, ItemsEditor, toCentavos } from './items-editor';

const todayIso = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/** Create (no `fatura`) or edit an open fatura; refused saves keep everything the user typed. */
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
  const [competencia, setCompetencia] = useState<string | null>(
    fatura?.competencia ?? todayIso().slice(0, 7),
  );
  const [emissao, setEmissao] = useState<string | null>(fatura?.emissao ?? todayIso());
  const [vencimento, setVencimento] = useState<string | null>(fatura?.vencimento ?? null);
  const [observacoes, setObservacoes] = useState(fatura?.observacoes ?? '');
  const [items, setItems] = useState<ItemDraft[]>(
    fatura?.itens.map((i, k) => ({
      key: -k - 1,
      descricao: i.descricao,
      quantidade: i.quantidade,
      valor: i.valor_unitario_centavos / 100,
    })) ?? [emptyItem()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = create.isPending || update.isPending;

  async function save() {
    const payload = {
      competencia: competencia ?? '',
      emissao: emissao ?? undefined,
      vencimento: vencimento ?? '',
      observacoes: observacoes || null,
      itens: items.map((i) => ({
        descricao: i.descricao,
        quantidade: Number(i.quantidade),
        valor_unitario_centavos: toCentavos(i.valor),
      })),
    };
    setErrors({});
    try {
      if (fatura) {
        await update.mutateAsync(payload);
        notifications.show({ color: 'green', message: 'Fatura salva.' });
      } else {
        const created = await create.mutateAsync({ ...payload, client_id: clientId });
        notifications.show({ color: 'green', message: `Fatura nº ${created.numero} criada.` });
        navigate(`/client/${clientId}/fatura/${created.id}`, { replace: true });
      }
    } catch (error) {
      if (error instanceof ApiError)
        setErrors({ ...error.fieldErrors(), ...(error.details.length ? {} : { form: error.message }) });
    }
  }

  return (
    <Paper withBorder p="md">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MonthPickerInput
            label="Competência"
            valueFormat="MM/YYYY"
            required
            readOnly={readOnly}
            value={competencia ? `${competencia}-01` : null}
            onChange={(v) => setCompetencia(v ? String(v).slice(0, 7) : null)}
            error={errors.competencia}
          />
          <DateInput
            label="Emissão"
            valueFormat="DD/MM/YYYY"
            dateParser={parseDateBR}
            readOnly={readOnly}
            value={emissao}
            onChange={(v) => setEmissao(v ? String(v).slice(0, 10) : null)}
            error={errors.emissao}
          />
          <DateInput
            label="Vencimento"
            valueFormat="DD/MM/YYYY"
            dateParser={parseDateBR}
            required
            readOnly={readOnly}
            value={vencimento}
            onChange={(v) => setVencimento(v ? String(v).slice(0, 10) : null)}
            error={errors.vencimento}
          />
        </SimpleGrid>
        <ItemsEditor items={items} onChange={setItems} errors={errors} readOnly={readOnly} />
        <Textarea
          label="Observações"
          autosize
          minRows={2}
          maxLength={2000}
          readOnly={readOnly}
          value={observacoes}
          onChange={(e) => setObservacoes(e.currentTarget.value)}
          error={errors.observacoes}
        />
        {errors.form && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-7)' }}>
            {errors.form}
          </div>
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button onClick={save} loading={saving} data-testid="fatura-save">
              {fatura ? 'Salvar alterações' : 'Criar fatura'}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
