import { Group, Stack, Tabs } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useSearchParams } from 'react-router';
import { BillingReportView } from './billing-report';
import { ClientsReportView } from './clients-report';
import type { ReportPeriod } from './reports-api';
import { ServicesUsageReportView } from './services-usage-report';
import { TrainingsReportView } from './trainings-report';
import { UsageReportView } from './usage-report';

const tabs = [
  { value: 'faturamento', label: 'Faturamento' },
  { value: 'clientes', label: 'Clientes' },
  { value: 'treinamentos', label: 'Treinamentos' },
  { value: 'uso', label: 'Uso de IA' },
  { value: 'servicos', label: 'Uso de serviços' },
];

/** Relatórios: the report and its period live in the URL (`?relatorio=uso&de=2026-01&ate=2026-06`). */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('relatorio') ?? 'faturamento';
  const period: ReportPeriod = { de: params.get('de') ?? undefined, ate: params.get('ate') ?? undefined };
  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack>
      <Group align="end">
        <MonthPickerInput
          label="De"
          placeholder="últimos 12 meses"
          valueFormat="MM/YYYY"
          clearable
          value={period.de ? `${period.de}-01` : null}
          onChange={(v) => setParam('de', v ? String(v).slice(0, 7) : null)}
          w={170}
        />
        <MonthPickerInput
          label="Até"
          placeholder="mês atual"
          valueFormat="MM/YYYY"
          clearable
          value={period.ate ? `${period.ate}-01` : null}
          onChange={(v) => setParam('ate', v ? String(v).slice(0, 7) : null)}
          w={170}
        />
      </Group>
      <Tabs
        value={tab}
        onChange={(v) => setParam('relatorio', v === 'faturamento' ? null : v)}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="faturamento" pt="md">
          <BillingReportView period={period} />
        </Tabs.Panel>
        <Tabs.Panel value="clientes" pt="md">
          <ClientsReportView period={period} />
        </Tabs.Panel>
        <Tabs.Panel value="treinamentos" pt="md">
          <TrainingsReportView />
        </Tabs.Panel>
        <Tabs.Panel value="uso" pt="md">
          <UsageReportView period={period} />
        </Tabs.Panel>
        <Tabs.Panel value="servicos" pt="md">
          <ServicesUsageReportView period={period} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
