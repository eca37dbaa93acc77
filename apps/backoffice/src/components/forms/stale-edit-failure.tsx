import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { FormFailure } from './form-failure';

/** The server's code for an edit made on a version someone else has saved over since. */
export const STALE_EDIT_CODE = 'EDICAO_CONFLITANTE';

/**
 * The alert above an edit form. When the record changed since the form loaded it (409
 * `EDICAO_CONFLITANTE`), the message says so in place and offers "Recarregar", which loads the current
 * version (what was typed is replaced by what is stored).
 */
export function StaleEditFailure({
  failure,
  failureCode,
  onReload,
}: {
  failure: string | null;
  failureCode: string | null;
  onReload?: () => void;
}) {
  const stale = failureCode === STALE_EDIT_CODE && onReload;
  return (
    <FormFailure
      failure={
        failure &&
        (stale ? (
          <>
            {failure}{' '}
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} />}
              onClick={onReload}
            >
              Recarregar
            </Button>
          </>
        ) : (
          failure
        ))
      }
    />
  );
}
