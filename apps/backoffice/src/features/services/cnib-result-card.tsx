import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CnibConsultation, cnibResultLabels, formatDateTime, formatDocument } from '@siao/shared';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconRefresh, IconX } from '@tabler/icons-react';
import { saveBlob, useCnibRecheck } from './services-api';

const tone = { indisponivel: 'red', livre: 'green', erro: 'yellow' } as const;
const icon = { indisponivel: IconX, livre: IconCircleCheck, erro: IconAlertTriangle } as const;

export async function downloadReceipt(c: CnibConsultation) {
  try {
    await saveBlob(`services/cnib/consultas/${c.id}/comprovante`, {}, `Consulta_CNIB_${c.documento}.pdf`);
  } catch (error) {
    notifications.show({ color: 'red', title: 'Comprovante', message: (error as Error).message });
  }
}

/** The answer, impossible to misread: colour AND words AND icon for indisponível sim/não. */
export function CnibResultCard({
  consultation: c,
  divergente,
  onRechecked,
}: {
  consultation: CnibConsultation;
  divergente?: boolean;
  onRechecked: (next: CnibConsultation, divergente: boolean) => void;
}) {
  const recheck = useCnibRecheck();
  const Icon = icon[c.resultado];
  const color = tone[c.resultado];
  const line = (label: string, value: string | null) => (
    <Text size="sm">
      <strong>{label}:</strong> {value ?? '—'}
    </Text>
  );
  async function doRecheck() {
    try {
      const out = await recheck.mutateAsync(c.id);
      onRechecked(out.consulta, out.divergente);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Reconferência', message: (error as Error).message });
    }
  }
  return (
    <Card
      withBorder
      padding="lg"
      data-testid="cnib-resultado"
      style={{ borderColor: `var(--mantine-color-${color}-6)`, borderWidth: 2 }}
    >
      <Stack gap="xs">
        <Group gap="sm" bg={`${color}.1`} p="sm" style={{ borderRadius: 8 }}>
          <Icon size={32} color={`var(--mantine-color-${color}-8)`} />
          <Title order={3} c={`${color}.9`}>
            {cnibResultLabels[c.resultado]}
          </Title>
        </Group>
        {divergente !== undefined && (
          <Alert color={divergente ? 'red' : 'green'} title="Reconferência">
            {divergente
              ? 'A reconferência DIFERE da consulta original: verifique antes de lavrar o ato.'
              : 'A reconferência confirma a consulta original.'}
          </Alert>
        )}
        {c.antiga && (
          <Alert color="yellow" icon={<IconAlertTriangle size={16} />}>
            Esta consulta tem mais horas do que o prazo configurado. Reconfira antes de assinar.
          </Alert>
        )}
        {c.erro && <Alert color="yellow">{c.erro}</Alert>}
        {line('Documento', formatDocument(c.documento))}
        {line('Nome / razão social', c.nome_razao)}
        {line('Número de ordens', c.qtd_ordens === null ? null : String(c.qtd_ordens))}
        {line('Protocolos', c.protocolos.length ? c.protocolos.join(', ') : null)}
        {line('Hash da consulta', c.hash)}
        {line('Data e hora', formatDateTime(c.consultado_em))}
        {line('Consultado por', c.usuario_nome)}
        {c.finalidade && line('Finalidade', c.finalidade)}
        <Group gap="xs" mt="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadReceipt(c)}
          >
            Baixar comprovante
          </Button>
          {c.hash && (
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={recheck.isPending}
              onClick={doRecheck}
            >
              Reconferir pelo hash
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
