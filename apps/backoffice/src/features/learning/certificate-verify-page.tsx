import { Alert, Card, Loader, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@siao/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { errorMessage } from '../../lib/http/api-error';
import { fetchPublicCertificate } from './learning-api';

/**
 * Public (no login): the QR code lands here and shows the whole certificate, so an edited PDF shows. Its title
 * (one h1) comes from the layout's page title.
 */
export function CertificateVerifyPage() {
  const { code = '' } = useParams();
  const cert = useQuery({
    queryKey: ['public-certificate', code],
    queryFn: () => fetchPublicCertificate(code),
    retry: false,
  });
  if (cert.isLoading) return <Loader />;
  if (cert.error) return <Alert color="red">{errorMessage(cert.error)}</Alert>;
  const c = cert.data!;
  const rows: [string, string][] = [
    ['Nome', c.learner_name],
    ['CPF', c.cpf_masked ?? '—'],
    ['Jornada', c.journey_title],
    ['Carga horária', `${c.workload_hours} h`],
    ['Concluída em', formatDate(c.completed_at)],
    ['Emitido em', formatDate(c.issued_at)],
    ['Código de verificação', c.code],
  ];
  return (
    <Stack>
      {c.revoked_at ? (
        <Alert color="red" title="Certificado revogado" data-testid="certificate-status">
          Revogado em {formatDate(c.revoked_at)}. Motivo: {c.revoked_reason}
        </Alert>
      ) : (
        <Alert color="teal" title="Certificado válido" data-testid="certificate-status">
          Este certificado foi emitido pelo Sião. Confira se os dados abaixo são os mesmos do documento
          apresentado.
        </Alert>
      )}
      <Card withBorder>
        <Table>
          <Table.Tbody>
            {rows.map(([k, v]) => (
              <Table.Tr key={k}>
                <Table.Th>{k}</Table.Th>
                <Table.Td>{v}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Text size="xs" c="dimmed">
        Credencial assinada (Open Badges 3.0, JWT EdDSA), verificável com as chaves públicas em
        /.well-known/jwks.json:
      </Text>
      <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {c.credential_jwt}
      </Text>
    </Stack>
  );
}
