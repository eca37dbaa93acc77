import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../lib/auth/session';

/** Calls the server, clears both tokens and goes to /login (spec §4). */
export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // StrictMode runs effects twice in development; one logout call is enough.
    if (started.current) return;
    started.current = true;
    logout().then(() => navigate('/login', { replace: true }));
  }, [navigate]);
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">Encerrando sua sessão…</Text>
      </Stack>
    </Center>
  );
}
