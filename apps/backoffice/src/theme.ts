import { createTheme, type MantineColorsTuple, Modal, Select } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'siao',
  colors: { siao },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    Select: Select.extend({
      defaultProps: { nothingFoundMessage: 'Nenhuma opção encontrada', checkIconPosition: 'right' },
    }),
    Modal: Modal.extend({ defaultProps: { centered: true, closeButtonProps: { 'aria-label': 'Fechar' } } }),
  },
});
