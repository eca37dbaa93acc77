import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ThemeProvider } from '../../theme-provider';
import { TermsDiff } from './terms-diff';

it('shows what publishing changes: removed and added paragraphs, the rest as context', () => {
  render(
    <ThemeProvider>
      <TermsDiff
        before="<p>Confira as respostas.</p><p>Prazo de 30 dias.</p>"
        after="<p>Confira as respostas.</p><p>Prazo de 15 dias.</p><p>Novo item.</p>"
      />
    </ThemeProvider>,
  );
  const diff = screen.getByTestId('terms-diff');
  expect(diff.textContent).toContain('O que muda em relação à versão anterior:');
  expect([...diff.querySelectorAll('del')].map((el) => el.textContent)).toEqual([
    '− Removido: Prazo de 30 dias.',
  ]);
  expect([...diff.querySelectorAll('ins')].map((el) => el.textContent)).toEqual([
    '+ Incluído: Prazo de 15 dias.',
    '+ Incluído: Novo item.',
  ]);
});
