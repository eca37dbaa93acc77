import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

const ANNOUNCE_AT = [600, 300, 60, 30];
const fmt = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
const spoken = (s: number) => (s >= 60 ? `Restam ${s / 60} minutos.` : `Restam ${s} segundos.`);

/**
 * Counts down to the SERVER's deadline (offset by the server clock sent with the attempt). The
 * visible clock is a `role="timer"` (not read aloud every second); a separate polite live region
 * speaks only at 10, 5 and 1 minutes and 30 seconds. The learner may hide the clock.
 */
export function QuizTimer({
  deadline,
  serverNow,
  onExpire,
}: {
  deadline: string;
  serverNow: string;
  onExpire: () => void;
}) {
  const offset = useRef(new Date(serverNow).getTime() - Date.now());
  const left = () =>
    Math.max(0, Math.round((new Date(deadline).getTime() - (Date.now() + offset.current)) / 1000));
  const [seconds, setSeconds] = useState(left);
  const [hidden, setHidden] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const expired = useRef(false);

  useEffect(() => {
    const id = window.setInterval(() => {
      const s = left();
      setSeconds(s);
      const mark = ANNOUNCE_AT.find((m) => s <= m && s > m - 2);
      if (mark) setAnnouncement(spoken(mark));
      if (s === 0 && !expired.current) {
        expired.current = true;
        onExpire();
      }
    }, 1000);
    return () => window.clearInterval(id);
  });

  return (
    <Group gap="xs">
      {!hidden && (
        <Text role="timer" aria-label="Tempo restante" fw={700} c={seconds <= 60 ? 'red' : undefined}>
          {fmt(seconds)}
        </Text>
      )}
      <Button size="xs" variant="subtle" onClick={() => setHidden((h) => !h)}>
        {hidden ? 'Mostrar tempo' : 'Ocultar tempo'}
      </Button>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Group>
  );
}
