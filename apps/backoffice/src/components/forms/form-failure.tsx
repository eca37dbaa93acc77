import { Alert } from '@mantine/core';

/** The alert above a form: why it was refused (the reasons themselves are next to the fields). */
export function FormFailure({ failure }: { failure: string | null }) {
  return failure ? (
    <Alert color="red" role="alert">
      {failure}
    </Alert>
  ) : null;
}
