import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  SHOW_ANSWERS_UNLIMITED_MESSAGE,
  type ShowAnswersMode,
  showAnswersLabels,
  showAnswersLeaksKey,
  showAnswersModes,
} from '@siao/shared';

/** Attempts the "limit the attempts" choice sets (what a retake policy usually allows). */
const SUGGESTED_ATTEMPTS = 3;

/**
 * "Mostrar respostas": "após cada tentativa" is offered only with a finite number of attempts (the
 * shared schema's rule). When the quiz combines it with unlimited attempts (an older quiz, or the
 * attempts just cleared), a warning in place says why and offers the two valid ways out.
 */
export function ShowAnswersField({
  value,
  attemptsAllowed,
  error,
  onChange,
  onLimitAttempts,
}: {
  value: ShowAnswersMode;
  attemptsAllowed: number | null;
  error?: string;
  onChange: (v: ShowAnswersMode) => void;
  onLimitAttempts: (n: number) => void;
}) {
  const unlimited = attemptsAllowed === null;
  const leaks = showAnswersLeaksKey({ show_answers: value, attempts_allowed: attemptsAllowed });
  return (
    <Stack gap={6}>
      <Select
        label="Mostrar respostas"
        description={unlimited ? 'Após cada tentativa: só com tentativas limitadas' : undefined}
        allowDeselect={false}
        data={showAnswersModes.map((m) => ({
          value: m,
          label: showAnswersLabels[m],
          disabled: m === 'apos_tentativa' && unlimited && value !== m,
        }))}
        value={value}
        // the warning below says it in words; the field is only marked
        error={leaks ? Boolean(error) : error}
        onChange={(v) => onChange((v ?? 'apos_ultima') as ShowAnswersMode)}
      />
      {leaks && (
        <Alert color="yellow" role="alert" data-testid="show-answers-warning" p="xs">
          <Text size="sm">{SHOW_ANSWERS_UNLIMITED_MESSAGE}</Text>
          <Group gap="xs" mt="xs">
            <Button size="compact-sm" variant="default" onClick={() => onChange('apos_ultima')}>
              Mostrar após a última tentativa
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => onLimitAttempts(SUGGESTED_ATTEMPTS)}>
              Limitar a {SUGGESTED_ATTEMPTS} tentativas
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
