import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';
import { OrderButtons } from './order-buttons';
import { REORDER_INSTRUCTIONS, SortableList } from './sortable-list';

/**
 * "Reordenar": a modal with *every* item of a list (the page's table may show only a page, or a filtered part),
 * dragged by the handle or moved with the keyboard (the up/down buttons stay as a fallback), saved with one
 * call to the reorder API ("Salvar ordem"). Used by the journeys and by a quiz's questions.
 */
export function ReorderButton({
  title,
  children,
}: {
  title: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        Reordenar
      </Button>
      <Modal opened={open} onClose={close} title={title} size="lg">
        {open && children(close)}
      </Modal>
    </>
  );
}

export function ReorderList<T extends { id: string }>({
  items,
  labelOf,
  badge,
  save,
  saving,
  saved,
  onDone,
  testId,
}: {
  items: readonly T[];
  labelOf: (item: T) => string;
  /** what else the row says (a draft, a bank-only question) */
  badge?: (item: T) => ReactNode;
  save: (ids: string[], callbacks: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
  saving: boolean;
  /** the toast once saved */
  saved: string;
  onDone: () => void;
  testId: string;
}) {
  const [order, setOrder] = useState<T[] | null>(null);
  const shown = order ?? items;
  const onSave = () =>
    save(
      shown.map((i) => i.id),
      {
        onSuccess: () => {
          toast.success(saved);
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
      <Stack gap={4} data-testid={testId}>
        <SortableList items={shown} labelOf={labelOf} onReorder={(_ids, next) => setOrder(next)}>
          {(item, row) => (
            <Paper key={item.id} withBorder p="xs" ref={row.setNodeRef} style={row.style}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  {row.handle}
                  <Text style={{ overflowWrap: 'anywhere' }}>
                    {row.index + 1}. {labelOf(item)}
                  </Text>
                  {badge?.(item)}
                </Group>
                <OrderButtons
                  index={row.index}
                  count={shown.length}
                  label={labelOf(item)}
                  onMove={row.move}
                />
              </Group>
            </Paper>
          )}
        </SortableList>
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancelar
        </Button>
        <Button loading={saving} disabled={!order} onClick={onSave}>
          Salvar ordem
        </Button>
      </Group>
    </Stack>
  );
}
