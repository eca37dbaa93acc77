import {
  Alert,
  Button,
  Card,
  Code,
  Collapse,
  CopyButton,
  Group,
  Image,
  Loader,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { formatDate } from '@siao/shared';
import { IconCheck, IconChevronDown, IconChevronUp, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
    ['Emitente', c.issuer_name],
    ['Responsável', c.signer_name ? [c.signer_name, c.signer_role].filter(Boolean).join(', ') : '—'],
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
          Este certificado foi emitido por {c.issuer_name} pelo Sião. Confira se os dados abaixo são os mesmos
          do documento apresentado.
        </Alert>
      )}
      <Card withBorder>
        {c.issuer_logo_url && (
          <Image
            src={c.issuer_logo_url}
            alt={`Logotipo de ${c.issuer_name}`}
            h={56}
            w="auto"
            maw={220}
            fit="contain"
            mb="sm"
          />
        )}
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
      <SignedCredential jwt={c.credential_jwt} />
    </Stack>
  );
}

/** The signed credential is for machines and auditors: folded away, with a copy button. */
function SignedCredential({ jwt }: { jwt: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="credencial-assinada"
          rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        >
          {open ? 'Ocultar credencial assinada' : 'Mostrar credencial assinada'}
        </Button>
        <CopyButton value={jwt}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              size="compact-sm"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
            >
              {copied ? 'Credencial copiada' : 'Copiar credencial'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Collapse expanded={open} keepMounted={false} id="credencial-assinada">
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            Credencial Open Badges 3.0 (JWT assinado com EdDSA), verificável com as chaves públicas em
            /.well-known/jwks.json.
          </Text>
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="credential-jwt">
            {jwt}
          </Code>
        </Stack>
      </Collapse>
    </Stack>
  );
}
