import { type Fatura, faturaSchema, formatBRL } from '@siao/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fill } from '../../test/fill';
import { setWidth } from '../../test/viewport';
import { ThemeProvider } from '../../theme-provider';
import { FaturaDocument } from './fatura-document';
import { emptyItem, type ItemDraft, ItemsEditor } from './items-editor';

afterEach(() => setWidth(1024));

const fatura: Fatura = faturaSchema.parse({
  id: 'f7',
  numero: 7,
  client_id: '0b6f2c1e-3c1a-4b7e-9a55-2f1d4c3b2a10',
  client_name: 'Cartório do 2º Ofício',
  competencia: '2026-03',
  emissao: '2026-03-01',
  vencimento: '2026-03-10',
  status: 'aberta',
  total_centavos: 246900,
  pago_em: null,
  forma_pagamento: null,
  client_document: '45723174000110',
  client_email: null,
  itens: [
    { descricao: 'Consultoria LGPD', quantidade: 2, valor_unitario_centavos: 123450, total_centavos: 246900 },
  ],
  observacoes: null,
  origem: 'manual',
  cancelada_em: null,
  motivo_cancelamento: null,
  pix: null,
  dados_bancarios: null,
  rodape: null,
  created_at: '2026-03-01T12:00:00Z',
  updated_at: '2026-03-01T12:00:00Z',
});

describe('fatura items at 360 px', () => {
  it('the read-only fatura shows each item as a card with its labelled quantity, price and total', () => {
    setWidth(360);
    render(
      <ThemeProvider>
        <FaturaDocument fatura={fatura} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(screen.getByRole('list', { name: 'Itens da fatura' })).getAllByRole('listitem');
    expect(within(card!).getByText('Consultoria LGPD')).toBeTruthy();
    const pairs = [...card!.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Qtd.', '2'],
      ['Valor unitário', formatBRL(123450)],
      ['Total', formatBRL(246900)],
    ]);
    expect(screen.getByText(/^Total da fatura:/).textContent).toBe(`Total da fatura: ${formatBRL(246900)}`);
  });

  it('the items editor stacks each item with visible labels and keeps the running total', async () => {
    setWidth(360);
    function Editor() {
      const [items, setItems] = useState<ItemDraft[]>([emptyItem()]);
      return <ItemsEditor items={items} onChange={setItems} errors={{}} readOnly={false} />;
    }
    render(
      <ThemeProvider>
        <Editor />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const ui = userEvent.setup();
    await fill(ui, screen.getByLabelText('Descrição do item 1'), 'Treinamento');
    await ui.clear(screen.getByLabelText('Quantidade do item 1'));
    await ui.type(screen.getByLabelText('Quantidade do item 1'), '3');
    await ui.type(screen.getByLabelText('Valor unitário do item 1'), '100');
    expect(screen.getByText(/^Total do item:/).textContent).toBe(`Total do item: ${formatBRL(30000)}`);
    expect(screen.getByTestId('fatura-total').textContent).toBe(`Total: ${formatBRL(30000)}`);
    await ui.click(screen.getByRole('button', { name: 'Adicionar item' }));
    expect(screen.getAllByTestId('fatura-item-card')).toHaveLength(2);
    expect(screen.getByLabelText('Descrição do item 2')).toBeTruthy();
  });
});
