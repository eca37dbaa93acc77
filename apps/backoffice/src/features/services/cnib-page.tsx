import { Alert, Stack } from '@mantine/core';
import type { CnibConsultation } from '@siao/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ClientSelect } from '../../components/client-select';
import { useCurrentUser } from '../../lib/auth/session';
import { CnibBatchPanel } from './cnib-batch-panel';
import { CnibConsultForm } from './cnib-consult-form';
import { CnibCredentialsPanel } from './cnib-credentials-panel';
import { CnibHistory } from './cnib-history';
import { CnibMonitoringPanel } from './cnib-monitoring-panel';
import { CnibResultCard } from './cnib-result-card';

/** CNIB: consult, see the result, configure the ONR credentials, browse and export the history. */
export function CnibPage() {
  const user = useCurrentUser();
  const staff = user.role !== 'cliente';
  const [params, setParams] = useSearchParams();
  // staff act for the client chosen here (kept in the URL); a cliente always for its own
  const clientId = staff ? params.get('cliente') || undefined : undefined;
  const [shown, setShown] = useState<{ consultation: CnibConsultation; divergente?: boolean } | null>(null);
  const ready = !staff || !!clientId;

  return (
    <Stack>
      {staff && (
        <ClientSelect
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
      {!ready && (
        <Alert color="blue">Escolha o cliente para consultar e configurar as credenciais da ONR.</Alert>
      )}
      {ready && <CnibCredentialsPanel clientId={clientId} />}
      {ready && (
        <CnibConsultForm clientId={clientId} onResult={(consultation) => setShown({ consultation })} />
      )}
      {shown && (
        <CnibResultCard
          consultation={shown.consultation}
          divergente={shown.divergente}
          onRechecked={(consultation, divergente) => setShown({ consultation, divergente })}
        />
      )}
      {ready && <CnibBatchPanel clientId={clientId} />}
      {ready && <CnibMonitoringPanel clientId={clientId} />}
      <CnibHistory clientId={clientId} onOpen={(consultation) => setShown({ consultation })} />
    </Stack>
  );
}
