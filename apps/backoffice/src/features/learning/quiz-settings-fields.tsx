import {
  ActionIcon,
  Autocomplete,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  type RandomSlotInput,
  type ReviewMatrix,
  reviewItemLabels,
  reviewItems,
  reviewMomentLabels,
  reviewMoments,
} from '@siao/shared';
import { useBankCategories } from './quiz-api';

/** The review matrix: what the learner sees (rows) at each moment (columns). */
export function ReviewMatrixField({
  value,
  onChange,
}: {
  value: ReviewMatrix;
  onChange: (v: ReviewMatrix) => void;
}) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" id="review-matrix-label">
        O que o aluno vê na correção
      </Text>
      {/* 5 columns do not fit a phone: the table scrolls inside its box, the page does not */}
      <Table.ScrollContainer minWidth={560} type="native">
        <Table aria-labelledby="review-matrix-label" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {reviewMoments.map((m) => (
                <Table.Th key={m}>{reviewMomentLabels[m]}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reviewItems.map((item) => (
              <Table.Tr key={item}>
                <Table.Td>{reviewItemLabels[item]}</Table.Td>
                {reviewMoments.map((m) => (
                  <Table.Td key={m}>
                    <Checkbox
                      aria-label={`${reviewItemLabels[item]}: ${reviewMomentLabels[m]}`}
                      checked={value[m][item]}
                      onChange={(e) =>
                        onChange({ ...value, [m]: { ...value[m], [item]: e.currentTarget.checked } })
                      }
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        "Logo após" vale por 2 minutos depois do envio. "Mostrar respostas" ainda pode segurar a resposta
        certa, os comentários e a explicação (nunca, ou só após a última tentativa).
      </Text>
    </Stack>
  );
}

/** Random slots: "N perguntas da categoria C", drawn per attempt from the bank. */
export function RandomSlotsField({
  value,
  onChange,
  errors,
}: {
  value: RandomSlotInput[];
  onChange: (v: RandomSlotInput[]) => void;
  errors: Record<string, string>;
}) {
  const bank = useBankCategories();
  const available = (c: string) => bank.data?.find((b) => b.category === c)?.questions ?? 0;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        Perguntas sorteadas do banco
      </Text>
      <Text size="xs" c="dimmed">
        A cada tentativa, o servidor sorteia N perguntas da categoria (primeiro as que o aluno ainda não viu),
        além das perguntas fixas do quiz. A ordem não muda depois que a tentativa começa.
      </Text>
      {value.map((slot, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
        <Group key={i} align="flex-end">
          <Autocomplete
            label="Categoria"
            data={(bank.data ?? []).map((b) => b.category)}
            value={slot.category}
            error={errors[`random_slots.${i}.category`]}
            onChange={(category) => onChange(value.map((s, k) => (k === i ? { ...s, category } : s)))}
          />
          <NumberInput
            label="Quantas"
            min={1}
            max={50}
            w={110}
            value={slot.count}
            error={errors[`random_slots.${i}.count`]}
            onChange={(v) => onChange(value.map((s, k) => (k === i ? { ...s, count: Number(v) || 1 } : s)))}
          />
          <Text size="sm" c={available(slot.category) < slot.count ? 'orange' : 'dimmed'} mb={8}>
            {slot.count} de {available(slot.category)} no banco
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            aria-label={`Remover sorteio ${i + 1}`}
            onClick={() => onChange(value.filter((_, k) => k !== i))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button size="xs" variant="default" onClick={() => onChange([...value, { category: '', count: 1 }])}>
          Adicionar sorteio
        </Button>
      </Group>
    </Stack>
  );
}
