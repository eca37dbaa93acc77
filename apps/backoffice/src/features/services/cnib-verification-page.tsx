import { Alert, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { cnibResultLabels, formatDateTime } from '@siao/shared';
import { useParams } from 'react-router';
import { useCnibVerification } from './services-api';

/** Public page the receipt's QR code opens: hash, date, result and the masked document only (LGPD). */
export function CnibVerificationPage() {
  const { code = '' } = useParams();
  const q = useCnibVerification(code);
  if (q.isPending) return <Loader />;
  if (q.isError) return <Alert color="red">{(q.error as Error).message}</Alert>;
  const v = q.data;
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Title order={3} size="h4">
          Comprovante autêntico
        </Title>
        <Text size="sm">Este comprovante de consulta à CNIB foi emitido pelo Sião.</Text>
        <Text
          fw={700}
          c={v.resultado === 'indisponivel' ? 'red.8' : v.resultado === 'livre' ? 'green.8' : 'yellow.8'}
        >
          {cnibResultLabels[v.resultado]}
        </Text>
        <Text size="sm">
          <strong>Documento:</strong> {v.documento_mascarado}
        </Text>
        <Text size="sm">
          <strong>Hash:</strong> {v.hash ?? '—'}
        </Text>
        <Text size="sm">
          <strong>Data e hora:</strong> {formatDateTime(v.consultado_em)}
        </Text>
      </Stack>
    </Card>
  );
}
