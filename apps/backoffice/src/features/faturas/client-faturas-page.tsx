import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { FaturasList } from './faturas-list';
import { TotalsCards } from './totals-cards';

/** Faturas do Cliente (`/client/{id}/faturas`): the same list, fixed to one client. */
export function ClientFaturasPage() {
  const { id = '' } = useParams();
  return (
    <Stack>
      <Group justify="space-between">
        <Button component={Link} to={`/client/${id}/fatura/nova`} leftSection={<IconPlus size={16} />}>
          Nova fatura
        </Button>
      </Group>
      <TotalsCards clientId={id} />
      <FaturasList clientId={id} canPickClient={false} />
    </Stack>
  );
}
