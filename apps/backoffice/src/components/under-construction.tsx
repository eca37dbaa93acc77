import { EmptyState } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { useRouteMeta } from '../lib/route-meta';

/** Placeholder of screens whose content arrives in a later issue. */
export function UnderConstruction() {
  const summary = useRouteMeta()?.summary;
  return (
    <EmptyState
      mt="xl"
      variant="light"
      icon={<IconBarrierBlock size={28} />}
      title="Em construção"
      description={summary ?? 'Esta tela estará disponível em breve.'}
      data-testid="under-construction"
    />
  );
}
