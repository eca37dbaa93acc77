import { Alert, Anchor, Fieldset, Stack, Text } from '@mantine/core';
import type { CnibConsultation } from '@siao/shared';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ClientSelect } from '../../components/client-select';
import { useCurrentUser } from '../../lib/auth/session';
import type { ApiError } from '../../lib/http/api-error';
import { CnibBatchPanel } from './cnib-batch-panel';
import { CnibConsultForm } from './cnib-consult-form';
import { CnibCredentialsPanel } from './cnib-credentials-panel';
import { CnibHistory } from './cnib-history';
import { CnibMonitoringPanel } from './cnib-monitoring-panel';
import { CnibResultCard } from './cnib-result-card';
import { useCnibCredentials, useServiceClient } from './services-api';

/** CNIB: consult, see the result, configure the ONR credentials, browse and export the history. */
export function CnibPage() {
  const user = useCurrentUser();
  const staff = user.role !== 'cliente';
  const [params, setParams] = useSearchParams();
  // staff act for the client chosen here (kept in the URL); a cliente always for its own
  const clientId = staff ? params.get('cliente') || undefined : undefined;
  const [shown, setShown] = useState<{ consultation: CnibConsultation; divergente?: boolean } | null>(null);
  const client = useServiceClient(staff ? clientId : undefined);
  // staff see before any call whether the chosen client contracted "Serviços"; a cliente hears it from the API
  const notContracted = staff && client.data && !client.data.products.includes('servicos');
  // staff without a client see every client's history; with one, once its products are known
  const known = !staff || !clientId || !!client.data;
  const ready = (!staff || (!!clientId && !!client.data)) && !notContracted;
  const credentials = useCnibCredentials(clientId, ready);
  const refused = (credentials.error as ApiError | null)?.code === 'SERVICE_NOT_CONTRACTED';
  const open = ready && !refused;
  const withoutCredentials = credentials.data?.servico_ativo === true && !credentials.data.configurado;
  // no credentials, or a server without the key that protects them: nothing can be consulted yet
  const locked = withoutCredentials || credentials.data?.servico_ativo === false;

  return (
    <Stack>
      {staff && (
        <ClientSelect
          product="servicos"
          value={clientId ?? null}
          onChange={(id) => {
            setShown(null);
            setParams((p) => {
              const next = new URLSearchParams(p);
              if (id) next.set('cliente', id);
              else next.delete('cliente');
              next.delete('page');
              return next;
            });
          }}
        />
      )}
      {staff && !clientId && (
        <Alert color="blue">Escolha o cliente para consultar e configurar as credenciais da ONR.</Alert>
      )}
      {notContracted && (
        <Alert color="yellow" title="Cliente sem o produto Serviços">
          <Text size="sm">
            {client.data?.legal_name} não contratou o produto Serviços (CNIB, OCR e OCR de certidões): não é
            possível consultar em nome dele. Para liberar, inclua o produto Serviços no{' '}
            <Anchor component={Link} to={`/client/${clientId}`} size="sm">
              cadastro do cliente
            </Anchor>{' '}
            ou escolha outro cliente.
          </Text>
        </Alert>
      )}
      {refused && (
        <Alert color="yellow" title="Serviço não contratado">
          {(credentials.error as ApiError).message}
        </Alert>
      )}
      {open && <CnibCredentialsPanel clientId={clientId} />}
      {open && withoutCredentials && (
        <Alert color="yellow" title="Consultas desativadas até as credenciais da ONR serem configuradas">
          <Text size="sm">
            A consulta à CNIB usa a API Serventias do ONR (Operador Nacional do Registro Eletrônico de
            Imóveis) em nome do cartório. O client id e o client secret são fornecidos pelo ONR ao cartório
            (solicite-os pelo atendimento às serventias em{' '}
            <Anchor href="https://www.onr.org.br" target="_blank" rel="noreferrer" size="sm">
              onr.org.br
            </Anchor>
            ); o CPF é o do usuário cadastrado no ONR. Com eles em mãos, use “Configurar credenciais” acima.
          </Text>
        </Alert>
      )}
      {open && (
        <Locked locked={locked}>
          <CnibConsultForm clientId={clientId} onResult={(consultation) => setShown({ consultation })} />
        </Locked>
      )}
      {shown && (
        <CnibResultCard
          consultation={shown.consultation}
          divergente={shown.divergente}
          onRechecked={(consultation, divergente) => setShown({ consultation, divergente })}
        />
      )}
      {open && (
        <Locked locked={locked}>
          <CnibBatchPanel clientId={clientId} />
          <CnibMonitoringPanel clientId={clientId} />
        </Locked>
      )}
      {known && !notContracted && !refused && (
        <CnibHistory clientId={clientId} onOpen={(consultation) => setShown({ consultation })} />
      )}
    </Stack>
  );
}

/** Forms that cannot work yet (no ONR credentials): every field and button inside is disabled. */
function Locked({ locked, children }: { locked: boolean; children: ReactNode }) {
  return (
    <Fieldset variant="unstyled" disabled={locked} p={0} m={0} miw={0}>
      <Stack>{children}</Stack>
    </Fieldset>
  );
}
