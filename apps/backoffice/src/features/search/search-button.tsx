import { Button, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// The dialog, its query and its list load on first use: the header only carries this button.
const SearchDialog = lazy(() => import('./search-dialog').then((m) => ({ default: m.SearchDialog })));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** "Buscar" in the header, with its shortcut (Ctrl+K, ⌘K on a Mac), opening the global search. */
export function SearchButton() {
  const [opened, setOpened] = useState(false);
  const shortcut = isMac() ? '⌘ K' : 'Ctrl K';
  useHotkeys([['mod+K', () => setOpened(true)]], []);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          <Text component="kbd" size="xs" c="dimmed" visibleFrom="sm" ff="monospace">
            {shortcut}
          </Text>
        }
        onClick={() => setOpened(true)}
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="search-open"
      >
        Buscar
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
