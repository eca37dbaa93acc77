import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { JourneySummary } from '@siao/shared';
import { useState } from 'react';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { useJourneys, useReorderJourneys } from './learning-api';
import { OrderButtons } from './order-buttons';
import { REORDER_INSTRUCTIONS, SortableList } from './sortable-list';

/**
 * "Reordenar": every journey in one list (the page's table may show only a page of them), dragged or moved
 * with the keyboard, saved with one call to the reorder API.
 */
export function ReorderJourneysButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        Reordenar
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Reordenar jornadas" size="lg">
        {open && <ReorderJourneys onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

function ReorderJourneys({ onDone }: { onDone: () => void }) {
  const journeys = useJourneys();
  const reorder = useReorderJourneys();
  const [order, setOrder] = useState<JourneySummary[] | null>(null);
  const items = order ?? journeys.data ?? [];
  const save = () =>
    reorder.mutate(
      items.map((j) => j.id),
      {
        onSuccess: () => {
          toast.success('Ordem das jornadas salva.');
          onDone();
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Arraste pela alça ou use os botões. {REORDER_INSTRUCTIONS}
      </Text>
      <Stack gap={4} data-testid="journeys-reorder-list">
        <SortableList items={items} labelOf={(j) => j.title} onReorder={(_ids, next) => setOrder(next)}>
          {(j, row) => (
            <Paper key={j.id} withBorder p="xs" ref={row.setNodeRef} style={row.style}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  {row.handle}
                  <Text>
                    {row.index + 1}. {j.title}
                  </Text>
                  {!j.published && <Badge color="gray">Rascunho</Badge>}
                </Group>
                <OrderButtons index={row.index} count={items.length} label={j.title} onMove={row.move} />
              </Group>
            </Paper>
          )}
        </SortableList>
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancelar
        </Button>
        <Button loading={reorder.isPending} disabled={!order} onClick={save}>
          Salvar ordem
        </Button>
      </Group>
    </Stack>
  );
}
