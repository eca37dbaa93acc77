import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The alert above a form: why it was refused (the reasons themselves are next to the fields). Every form
 * (sign-in, password reset, profile, the back-office forms) shows its refusal through this one alert.
 */
export function FormFailure({ failure, testId }: { failure: ReactNode; testId?: string }) {
  return failure ? (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid={testId}>
      {failure}
    </Alert>
  ) : null;
}
