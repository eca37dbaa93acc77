import { useMediaQuery } from '@mantine/hooks';

/** Below this width (768 px) lists show cards and filters fold behind "Filtros". */
export const NARROW_QUERY = '(max-width: 48em)';

/** True on a narrow screen (phones); read at the first render, so a list never flashes the other layout. */
export function useNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
