import { Anchor, Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { PageTitle } from '../components/page-title';
import { useRouteMeta } from '../lib/route-meta';

/** Public pages (login, password reset, privacy policy, access denied, not found). */
export function SignLayout() {
  const wide = useRouteMeta()?.wide ?? false;
  return (
    <Center mih="100dvh" p={{ base: 'sm', sm: 'xl' }} bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={wide ? 880 : 440} gap="lg">
        <Text component={Link} to="/" ta="center" fw={800} fz={32} c="siao.7" td="none">
          Sião
        </Text>
        <Paper component="main" withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <PageTitle ta={wide ? 'left' : 'center'} mb="lg" />
          <Outlet />
        </Paper>
        <Group component="footer" justify="center" gap="md">
          <Anchor component={Link} to="/politica-de-privacidade" size="sm" c="dimmed">
            Política de Privacidade
          </Anchor>
          <Box c="dimmed" fz="sm">
            © {new Date().getFullYear()} Sião
          </Box>
        </Group>
      </Stack>
    </Center>
  );
}
