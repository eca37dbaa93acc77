import { Anchor, Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { Link } from 'react-router';
import { PageHeading } from '../components/page-heading';

// Toasts (e.g. "Sem conexão") on public pages: fetched after the page shows, not in its first bytes.
const Notifications = lazy(async () => {
  await import('@mantine/notifications/styles.css');
  const { Notifications } = await import('@mantine/notifications');
  return { default: () => <Notifications position="top-right" limit={4} /> };
});

export interface SignFrameProps {
  title: string | undefined;
  wide?: boolean;
  /** The router's Link, or (on the first /login, before the router loads) an anchor that starts it. */
  linkComponent: typeof Link;
  children: ReactNode;
}

/** The public pages' frame (logo, card with the title, footer); needs no router of its own. */
export function SignFrame({ title, wide = false, linkComponent, children }: SignFrameProps) {
  // after the first commit: the prerendered /login (build/prerender-login.mjs) has no toasts to hydrate
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Center mih="100dvh" p={{ base: 'sm', sm: 'xl' }} bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={wide ? 880 : 440} gap="lg">
        <Text component={linkComponent} to="/" ta="center" fw={800} fz={32} c="siao.7" td="none">
          Sião
        </Text>
        <Paper component="main" withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <PageHeading title={title} ta={wide ? 'left' : 'center'} mb="lg" />
          {children}
        </Paper>
        <Group component="footer" justify="center" gap="md">
          <Anchor component={linkComponent} to="/politica-de-privacidade" size="sm" c="dimmed">
            Política de Privacidade
          </Anchor>
          <Box c="dimmed" fz="sm">
            © {new Date().getFullYear()} Sião
          </Box>
        </Group>
      </Stack>
      {mounted && (
        <Suspense fallback={null}>
          <Notifications />
        </Suspense>
      )}
    </Center>
  );
}
