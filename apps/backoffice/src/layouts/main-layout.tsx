import { AppShell, Box, Burger, Group, Progress, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { PageTitle } from '../components/page-title';
import { SearchButton } from '../features/search/search-button';
import { PendingTermsGate } from '../features/terms/pending-terms-gate';
import { loginPath } from '../lib/auth/login-path';
import { useCurrentUser } from '../lib/auth/session';
import { storageKeys } from '../lib/auth/token-storage';
import { UiProviders } from '../ui-providers';
import { NavMenu } from './nav-menu';
import { UserMenu } from './user-menu';
import './skip-link.css';

// the drawer (Mantine Drawer, Modal, focus trap) loads the first time the burger is used (issue 14)
const NavDrawer = lazy(() => import('./nav-drawer'));

/** Authenticated shell: header with user menu, sidebar by role (a drawer below 768 px). */
export function MainLayout() {
  const user = useCurrentUser();
  const [drawerOpen, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();

  // Logging out in another tab ends this tab's session too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.token && !event.newValue)
        navigate(loginPath(location), { replace: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate, location]);

  return (
    <UiProviders>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: true } }}
        padding="md"
      >
        {/* lets keyboard users jump over the header and the menu's links */}
        <a href="#conteudo" className="siao-skip-link">
          Pular para o conteúdo
        </a>
        <AppShell.Header>
          {navigation.state === 'loading' && (
            <Progress
              value={100}
              animated
              size={3}
              radius={0}
              pos="absolute"
              top={0}
              left={0}
              right={0}
              aria-label="Carregando"
            />
          )}
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={drawerOpen}
                onClick={() => {
                  setDrawerUsed(true);
                  drawer.toggle();
                }}
                hiddenFrom="sm"
                size="sm"
                aria-label="Abrir menu"
              />
              <Text
                component={Link}
                to="/"
                fw={800}
                fz="xl"
                c="siao.7"
                td="none"
                aria-label="Sião — Painel de Controle"
              >
                Sião
              </Text>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <SearchButton />
              <UserMenu user={user} />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar>
          <NavMenu user={user} />
        </AppShell.Navbar>
        {drawerUsed && (
          <Suspense fallback={null}>
            <NavDrawer user={user} opened={drawerOpen} onClose={drawer.close} />
          </Suspense>
        )}
        <AppShell.Main id="conteudo" tabIndex={-1}>
          <Box maw={1280} mx="auto">
            <PageTitle mb="lg" />
            <Outlet />
          </Box>
        </AppShell.Main>
        <ScrollRestoration />
        {/* blocks the app until the current terms of the user's products are accepted */}
        <PendingTermsGate />
      </AppShell>
    </UiProviders>
  );
}
