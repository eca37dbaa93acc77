import {
  type BadgeProps,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  luminance,
  type MantineColorsTuple,
  type ModalProps,
  type PaginationProps,
  type SelectProps,
  type TableScrollContainerProps,
} from '@mantine/core';

// Sião blue: a sober institutional tone that reads well on notary paperwork screens.
const siao: MantineColorsTuple = [
  '#e8f1ff',
  '#d0defa',
  '#a0bbf0',
  '#6d96e7',
  '#4377df',
  '#2a63db',
  '#1b59da',
  '#0b49c2',
  '#0040ae',
  '#00379a',
];

const paginationLabels = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
} as const;

export const theme = createTheme({
  primaryColor: 'siao',
  colors: { siao },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  // plain objects, not Select.extend(…): importing the components here would put Select, Popover and
  // floating-ui into the first bundle of every page, /login included
  components: {
    Select: {
      defaultProps: {
        nothingFoundMessage: 'Nenhuma opção encontrada',
        checkIconPosition: 'right',
      } satisfies Partial<SelectProps>,
    },
    // Mantine's arrow buttons carry no text: every pagination names them (and its page buttons)
    Pagination: {
      defaultProps: {
        getControlProps: (control) => ({ 'aria-label': paginationLabels[control] }),
        getItemProps: (page) => ({ 'aria-label': `Página ${page}` }),
      } satisfies Partial<PaginationProps>,
    },
    // Mantine writes badges in capitals ("CHAT", "ATIVO"): ours read as written, in Portuguese
    Badge: { defaultProps: { tt: 'none' } satisfies Partial<BadgeProps> },
    // a table wider than the screen scrolls sideways: keyboard users reach that region too (WCAG 2.1.1)
    TableScrollContainer: {
      defaultProps: {
        scrollAreaProps: { viewportProps: { tabIndex: 0 } },
      } satisfies Partial<TableScrollContainerProps>,
    },
    Modal: {
      defaultProps: {
        centered: true,
        closeButtonProps: { 'aria-label': 'Fechar' },
      } satisfies Partial<ModalProps>,
    },
  },
});

/** Contrast of white text on `color` (WCAG relative luminance). */
const onWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

/**
 * The background of filled variants (badges "Contratado", "Publicada", buttons) that carries white text at
 * 4.5:1 or more: shade 6 as Mantine has it when it is dark enough (siao, red…), else the first darker shade
 * that is, else shade 9 darkened until it is (green, teal, gray, yellow).
 */
function readableFilled(shades: readonly string[]): string {
  const shade = shades.slice(6).find((c) => onWhite(c) >= 4.5);
  if (shade) return shade;
  let amount = 0.1;
  while (onWhite(darken(shades[9] as string, amount)) < 4.5) amount += 0.05;
  return darken(shades[9] as string, amount);
}

/**
 * WCAG AA contrast (4.5:1) in the light scheme, for every screen at once: Mantine's dimmed grey
 * (gray-6, 3.3:1 on white) becomes gray-7 (8.2:1), and the text of light variants (badges such as
 * "Ativo" and "Convite pendente", alerts, light buttons) is shade 9 darkened by 30%, which keeps
 * every palette colour, yellow included, at 5:1 or more on its shade-1 background (and on white); filled
 * variants get a background white text reads on (readableFilled).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const colors = { ...DEFAULT_THEME.colors, siao };
  // the same readable shade for text coloured by name (c="teal": totals, dashboard figures)
  const lightColors = Object.fromEntries(
    Object.entries(colors).flatMap(([name, shades]) => {
      const filled = readableFilled(shades);
      return [
        [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)],
        [`--mantine-color-${name}-text`, darken(shades[9], 0.3)],
        [`--mantine-color-${name}-filled`, filled],
        [`--mantine-color-${name}-filled-hover`, darken(filled, 0.1)],
      ];
    }),
  );
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      // date pickers show their placeholder as text, which must be readable too
      '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
      ...lightColors,
    },
    dark: {},
  };
};
