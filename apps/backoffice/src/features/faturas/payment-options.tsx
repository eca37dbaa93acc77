import { Alert, Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { type Fatura, formatCnpj } from '@siao/shared';
import { Link } from 'react-router';
import { InfoCell } from './info-cell';
import { PixBox } from './pix-box';

function BankBox({ bank, afterPix }: { bank: NonNullable<Fatura['dados_bancarios']>; afterPix: boolean }) {
  const info = (label: string, value: string) => <InfoCell label={label} value={value} />;
  return (
    <Paper withBorder p="md" data-testid="fatura-bank">
      <Text fw={600} mb="sm">
        {afterPix ? 'Ou por transferência bancária' : 'Pagar por transferência bancária'}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {info('Banco', bank.banco)}
        {info('Agência', bank.agencia)}
        {info('Conta', bank.conta)}
        {info(
          'Titular',
          bank.documento ? `${bank.titular} · CNPJ ${formatCnpj(bank.documento)}` : bank.titular,
        )}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * How to pay an open fatura (PIX, transfer) and its footer. Nothing configured: staff learn where to
 * set it (a superadmin gets the link); a client sees no broken section.
 */
export function PaymentOptions({ fatura: f, role }: { fatura: Fatura; role: string }) {
  const payable = f.status === 'aberta' || f.status === 'vencida';
  const missing = payable && f.total_centavos > 0 && !f.pix && !f.dados_bancarios;
  return (
    <>
      {f.pix && <PixBox pix={f.pix} />}
      {f.dados_bancarios && <BankBox bank={f.dados_bancarios} afterPix={Boolean(f.pix)} />}
      {missing && role !== 'cliente' && (
        <Alert color="yellow" title="Forma de pagamento não configurada" data-testid="payment-missing">
          Esta fatura não mostra PIX nem dados bancários, nem no PDF.{' '}
          {role === 'superadmin' ? (
            <>
              Preencha a chave PIX ou a conta em{' '}
              <Anchor component={Link} to="/superadmin/configuracoes">
                Configurações
              </Anchor>
              .
            </>
          ) : (
            'Peça a um superadministrador para preencher a chave PIX ou a conta em Configurações.'
          )}
        </Alert>
      )}
      {f.rodape && (
        <Text size="sm" c="dimmed" data-testid="fatura-rodape">
          {f.rodape}
        </Text>
      )}
    </>
  );
}
