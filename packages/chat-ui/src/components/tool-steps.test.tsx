import type { AiToolEvent } from '@siao/shared/ai-tools';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToolConfirmContext } from './tool-confirm';
import { ToolSteps } from './tool-steps';

describe('ToolSteps', () => {
  it('shows each call as a collapsible step and confirms a waiting one once', () => {
    const confirm = vi.fn();
    const steps: AiToolEvent[] = [
      {
        id: 'a',
        name: 'situacao_fatura',
        state: 'done',
        label: 'Fatura nº 7: Em aberto',
        detail: 'Vencimento 10/12/2099',
      },
      {
        id: 'b',
        name: 'consultar_cnib',
        state: 'confirm',
        label: 'Consultar a CNIB para CPF 529.982.247-25?',
        confirmation: { id: 'c-1', question: 'Consultar?', button: 'Confirmar consulta' },
      },
    ];
    render(
      <ToolConfirmContext.Provider value={confirm}>
        <ToolSteps steps={steps} />
      </ToolConfirmContext.Provider>,
    );
    const rendered = screen.getAllByTestId('siao-tool-step');
    expect(rendered.map((el) => el.tagName)).toEqual(['DETAILS', 'DETAILS']);
    expect(rendered[0]!.textContent).toContain('Fatura nº 7: Em aberto');
    expect(rendered[0]!.hasAttribute('open')).toBe(false);
    expect(rendered[1]!.hasAttribute('open')).toBe(true);
    const button = screen.getByRole('button', { name: 'Confirmar consulta' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith('c-1');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
