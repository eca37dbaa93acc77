import { Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { countLabel } from '@siao/shared/format';
import {
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  type SearchGroup,
  type SearchHit,
  type SearchResult,
  searchGroups,
} from '@siao/shared/global-search';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';

const groupLabels: Record<SearchGroup, string> = {
  clientes: 'Clientes',
  faturas: 'Faturas',
  documentos: 'Documentos',
  usuarios: 'Usuários',
};

/** Where each kind of result opens. */
function searchHref(group: SearchGroup, hit: SearchHit): string {
  if (group === 'clientes') return `/client/${hit.id}`;
  if (group === 'faturas') return `/client/${hit.client_id}/fatura/${hit.id}`;
  if (group === 'documentos') return `/documents?doc=${hit.id}`;
  return `/users/${hit.id}`;
}

/**
 * The global search (Ctrl+K): a combobox whose listbox groups the results. Arrows move the active
 * option (announced through aria-activedescendant, focus stays in the field), Enter opens it, Esc
 * closes the dialog (Modal).
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 200);
  const [active, setActive] = useState(0);
  const ready = debounced.length >= SEARCH_MIN_CHARS;
  const search = useQuery({
    queryKey: ['search', debounced],
    queryFn: ({ signal }) => api.get<SearchResult>('search', { query: { q: debounced }, signal }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const groups = ready && search.data ? searchGroups.filter((g) => search.data[g].length) : [];
  const options = groups.flatMap((group) => (search.data?.[group] ?? []).map((hit) => ({ group, hit })));
  const optionId = (i: number) => `${id}-opcao-${i}`;
  // a new answer starts again from its first result (state adjusted while rendering, no effect)
  const [answered, setAnswered] = useState(search.data);
  if (answered !== search.data) {
    setAnswered(search.data);
    setActive(0);
  }

  function open(i: number) {
    const chosen = options[i];
    if (!chosen) return;
    onClose();
    navigate(searchHref(chosen.group, chosen.hit));
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!options.length) return;
    const moves: Record<string, number> = {
      ArrowDown: (active + 1) % options.length,
      ArrowUp: (active - 1 + options.length) % options.length,
      Home: 0,
      End: options.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
      document.getElementById(optionId(moves[event.key] ?? 0))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(active);
    }
  }

  let status = `Digite ao menos ${SEARCH_MIN_CHARS} caracteres para buscar.`;
  if (ready && search.isError) status = (search.error as Error).message;
  else if (ready && search.data)
    status = options.length
      ? countLabel(options.length, 'resultado')
      : `Nada encontrado para “${debounced}”.`;
  else if (ready) status = 'Buscando…';

  let index = -1;
  return (
    <Modal opened onClose={onClose} title="Buscar" size="lg" yOffset="10vh">
      <Stack gap="sm">
        <TextInput
          data-autofocus
          role="combobox"
          aria-label="Buscar clientes, faturas, documentos e usuários"
          aria-expanded={options.length > 0}
          aria-controls={`${id}-lista`}
          aria-autocomplete="list"
          aria-activedescendant={options.length ? optionId(active) : undefined}
          placeholder="Nome, CNPJ/CPF, número da fatura, documento, e-mail…"
          leftSection={search.isFetching ? <Loader size={14} /> : <IconSearch size={16} aria-hidden />}
          maxLength={SEARCH_MAX_CHARS}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="search-status">
          {status}
        </Text>
        <div role="listbox" id={`${id}-lista`} aria-label="Resultados da busca">
          {groups.map((group) => (
            // a listbox's options may be grouped only by role="group" (a fieldset is not allowed there)
            // biome-ignore lint/a11y/useSemanticElements: ARIA listbox pattern
            <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
              <Text id={`${id}-${group}`} size="xs" fw={700} tt="uppercase" c="dimmed" mt="sm" mb={4}>
                {groupLabels[group]}
              </Text>
              {(search.data?.[group] ?? []).map((hit) => {
                index += 1;
                const i = index;
                const selected = i === active;
                return (
                  <UnstyledButton
                    key={hit.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={selected}
                    tabIndex={-1}
                    display="block"
                    w="100%"
                    px="sm"
                    py={6}
                    bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                    style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => open(i)}
                  >
                    <Text size="sm" fw={600} truncate>
                      {hit.titulo}
                    </Text>
                    {hit.detalhe && (
                      <Text size="xs" c="dimmed" truncate>
                        {hit.detalhe}
                      </Text>
                    )}
                  </UnstyledButton>
                );
              })}
            </div>
          ))}
        </div>
      </Stack>
    </Modal>
  );
}
