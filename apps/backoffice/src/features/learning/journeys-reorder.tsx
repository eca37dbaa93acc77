import { Badge } from '@mantine/core';
import { useJourneys, useReorderJourneys } from './learning-api';
import { ReorderButton, ReorderList } from './reorder-modal';

/** "Reordenar": every journey in one list (the page's table may show only a page of them), saved in one call. */
export function ReorderJourneysButton() {
  return (
    <ReorderButton title="Reordenar jornadas">{(close) => <ReorderJourneys onDone={close} />}</ReorderButton>
  );
}

function ReorderJourneys({ onDone }: { onDone: () => void }) {
  const journeys = useJourneys();
  const reorder = useReorderJourneys();
  return (
    <ReorderList
      items={journeys.data ?? []}
      labelOf={(j) => j.title}
      badge={(j) => !j.published && <Badge color="gray">Rascunho</Badge>}
      save={reorder.mutate}
      saving={reorder.isPending}
      saved="Ordem das jornadas salva."
      onDone={onDone}
      testId="journeys-reorder-list"
    />
  );
}
