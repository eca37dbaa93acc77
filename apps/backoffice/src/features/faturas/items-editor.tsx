import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { formatBRL } from '@siao/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useNarrow } from '../../components/list-page';

export interface ItemDraft {
  key: number;
  descricao: string;
  quantidade: number | string;
  /** in reais, as typed; sent as centavos */
  valor: number | string;
}

export const toCentavos = (valor: number | string) => Math.round(Number(valor || 0) * 100);
const lineTotal = (i: ItemDraft) => (Number(i.quantidade) || 0) * toCentavos(i.valor);

let nextKey = 1;
export const emptyItem = (): ItemDraft => ({ key: nextKey++, descricao: '', quantidade: 1, valor: '' });

/** Item rows with their totals; the live total is a preview — the server computes the one saved. */
export function ItemsEditor({
  items,
  onChange,
  errors,
  readOnly,
}: {
  items: ItemDraft[];
  onChange: (items: ItemDraft[]) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}) {
  const narrow = useNarrow();
  const update = (key: number, patch: Partial<ItemDraft>) =>
    onChange(items.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  const total = items.reduce((sum, i) => sum + lineTotal(i), 0);
  /** One item's controls; on cards (narrow screens) the names are visible labels, in the table column headers. */
  const controls = (item: ItemDraft, index: number) => {
    const name = (what: string) =>
      narrow ? { label: `${what} do item ${index + 1}` } : { 'aria-label': `${what} do item ${index + 1}` };
    return {
      descricao: (
        <TextInput
          {...name('Descrição')}
          value={item.descricao}
          readOnly={readOnly}
          onChange={(e) => update(item.key, { descricao: e.currentTarget.value })}
          error={errors[`itens.${index}.descricao`]}
        />
      ),
      quantidade: (
        <NumberInput
          {...name('Quantidade')}
          min={1}
          allowDecimal={false}
          value={item.quantidade}
          readOnly={readOnly}
          onChange={(v) => update(item.key, { quantidade: v })}
          error={errors[`itens.${index}.quantidade`]}
        />
      ),
      valor: (
        <NumberInput
          {...name('Valor unitário')}
          prefix="R$ "
          decimalSeparator=","
          thousandSeparator="."
          decimalScale={2}
          fixedDecimalScale
          min={0}
          value={item.valor}
          readOnly={readOnly}
          onChange={(v) => update(item.key, { valor: v })}
          error={errors[`itens.${index}.valor_unitario_centavos`]}
        />
      ),
      remove: readOnly ? null : (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remover item ${index + 1}`}
          disabled={items.length === 1}
          onClick={() => onChange(items.filter((i) => i.key !== item.key))}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ),
    };
  };
  return (
    <>
      {narrow ? (
        <Stack gap="xs">
          {items.map((item, index) => {
            const c = controls(item, index);
            return (
              <Paper key={item.key} withBorder radius="md" p="sm" data-testid="fatura-item-card">
                <Stack gap="xs">
                  {c.descricao}
                  <SimpleGrid cols={2} spacing="xs">
                    {c.quantidade}
                    {c.valor}
                  </SimpleGrid>
                  <Group justify="space-between">
                    <Text size="sm">Total do item: {formatBRL(lineTotal(item))}</Text>
                    {c.remove}
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Descrição</Table.Th>
                <Table.Th w={110}>Quantidade</Table.Th>
                <Table.Th w={170}>Valor unitário</Table.Th>
                <Table.Th w={140} ta="right">
                  Total
                </Table.Th>
                {!readOnly && (
                  <Table.Th w={40}>
                    <VisuallyHidden>Ações</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, index) => {
                const c = controls(item, index);
                return (
                  <Table.Tr key={item.key}>
                    <Table.Td>{c.descricao}</Table.Td>
                    <Table.Td>{c.quantidade}</Table.Td>
                    <Table.Td>{c.valor}</Table.Td>
                    <Table.Td ta="right">{formatBRL(lineTotal(item))}</Table.Td>
                    {c.remove && <Table.Td>{c.remove}</Table.Td>}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {errors.itens && (
        <Text c="red" size="sm">
          {errors.itens}
        </Text>
      )}
      <Group justify="space-between">
        {!readOnly ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange([...items, emptyItem()])}
          >
            Adicionar item
          </Button>
        ) : (
          <span />
        )}
        <Text fw={700} fz="lg" data-testid="fatura-total">
          Total: {formatBRL(total)}
        </Text>
      </Group>
    </>
  );
}
