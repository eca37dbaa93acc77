import { Button } from '@mantine/core';
import { toast } from '../../lib/dialogs';
import { errorMessage } from '../../lib/http/api-error';

interface RemoveMutation {
  isPending: boolean;
  mutate: (input: undefined, handlers: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
}

/** "Remover …" beside an uploaded image (journey cover, issuer logo): a toast says how it went. */
export function RemoveFileButton({
  remove,
  label,
  done,
}: {
  remove: RemoveMutation;
  label: string;
  done: string;
}) {
  return (
    <Button
      variant="subtle"
      color="red"
      loading={remove.isPending}
      onClick={() =>
        remove.mutate(undefined, {
          onSuccess: () => toast.success(done),
          onError: (e) => toast.error(errorMessage(e)),
        })
      }
    >
      {label}
    </Button>
  );
}
