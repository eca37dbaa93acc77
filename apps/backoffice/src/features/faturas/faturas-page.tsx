import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { competenciaLabel, countLabel, currentCompetencia, pluralWord } from '@siao/shared';
import { IconCalendarPlus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session';
import { useMonthlyGeneration } from './faturas-api';
import { FaturasList } from './faturas-list';
import { TotalsCards } from './totals-cards';
import { useFaturaParams } from './use-fatura-params';

/** Gestão de Faturas: totals, the filtered list and the staff actions. */
export function FaturasPage() {
  const user = useCurrentUser();
  const staff = user.role !== 'cliente';
  const { set } = useFaturaParams();
  const [dialog, setDialog] = useState<'generate' | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        {staff && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconCalendarPlus size={16} />}
              onClick={() => setDialog('generate')}
            >
              Gerar faturas do mês
            </Button>
            <Button component={Link} to="/faturas/nova" leftSection={<IconPlus size={16} />}>
              Nova fatura
            </Button>
          </Group>
        )}
      </Group>
      <TotalsCards onPick={(status) => set({ status })} />
      <FaturasList canPickClient={staff} />
      {dialog === 'generate' && <GenerateDialog onClose={() => setDialog(null)} />}
    </Stack>
  );
}

function GenerateDialog({ onClose }: { onClose: () => void }) {
  const generate = useMonthlyGeneration();
  const [month, setMonth] = useState<string | null>(currentCompetencia());
  async function run() {
    if (!month) return;
    try {
      const r = await generate.mutateAsync(month);
      notifications.show({
        color: 'green',
        title: `Competência ${competenciaLabel(r.competencia)}`,
        message: r.criadas
          ? `${countLabel(r.criadas, 'fatura')} ${pluralWord(r.criadas, 'criada')}.`
          : `Nenhuma fatura nova: ${r.ja_existentes} ${pluralWord(r.ja_existentes, 'já existia', 'já existiam')}.`,
      });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    }
  }
  return (
    <Modal opened onClose={onClose} title="Gerar faturas do mês">
      <Stack>
        <Text size="sm">
          Cria uma fatura da mensalidade para cada cliente ativo com valor mensal. Rodar de novo não duplica
          faturas.
        </Text>
        <MonthPickerInput
          label="Competência"
          valueFormat="MM/YYYY"
          value={month ? `${month}-01` : null}
          onChange={(v) => setMonth(v ? String(v).slice(0, 7) : null)}
        />
        <Group justify="flex-end">
          <Button onClick={run} loading={generate.isPending} disabled={!month}>
            Gerar faturas
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
