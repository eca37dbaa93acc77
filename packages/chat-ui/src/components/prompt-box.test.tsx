import { modelOptions } from '@siao/shared/constants';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromptBox, type PromptBoxProps } from './prompt-box';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(overrides: Partial<PromptBoxProps> = {}) {
  const props: PromptBoxProps = {
    loading: false,
    onSend: vi.fn(),
    onAbort: vi.fn(),
    onFileUpload: vi.fn(),
    onCancelFileUpload: vi.fn(),
    models: modelOptions,
    model: modelOptions[0]!.value,
    onModelChange: vi.fn(),
    ...overrides,
  };
  const view = render(<PromptBox {...props} />);
  return {
    props,
    view,
    input: screen.getByPlaceholderText('Digite sua pergunta aqui...') as HTMLTextAreaElement,
  };
}

describe('PromptBox', () => {
  it('is focused on load, sends on Enter and clears the text', async () => {
    const { props, input } = setup();
    expect(document.activeElement).toBe(input);
    await userEvent.type(input, 'Qual o prazo?{Enter}');
    expect(props.onSend).toHaveBeenCalledWith('Qual o prazo?');
    expect(input.value).toBe('');
  });

  it('takes the focus without scrolling the host page to the widget', () => {
    const focus = vi.spyOn(HTMLTextAreaElement.prototype, 'focus');
    setup();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('inserts a new line on Shift+Enter instead of sending', async () => {
    const { props, input } = setup();
    await userEvent.type(input, 'linha 1{Shift>}{Enter}{/Shift}linha 2');
    expect(props.onSend).not.toHaveBeenCalled();
    expect(input.value).toBe('linha 1\nlinha 2');
  });

  it('does not send empty or whitespace-only text', async () => {
    const { props, input } = setup();
    await userEvent.type(input, '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(props.onSend).not.toHaveBeenCalled();
  });

  it('replaces send with stop while loading; stop emits an ISO timestamp', async () => {
    const { props, input, view } = setup({ loading: true });
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
    await userEvent.type(input, 'outra{Enter}');
    expect(props.onSend).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Parar resposta' }));
    expect(props.onAbort).toHaveBeenCalledWith(
      expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    );
    view.rerender(<PromptBox {...props} loading={false} />);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeTruthy();
  });

  it('alerts on an oversize file and clears the selection', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { props } = setup();
    const fileInput = screen.getByTestId('siao-file-input') as HTMLInputElement;
    const big = new File([new Uint8Array(4_718_593)], 'foto.png', { type: 'image/png' });
    await act(async () => userEvent.upload(fileInput, big));
    expect(alert).toHaveBeenCalledWith('O arquivo excede 4.5MB!');
    expect(fileInput.value).toBe('');
    expect(screen.queryByTestId('siao-file-chip')).toBeNull();
    expect(props.onFileUpload).not.toHaveBeenCalled();
  });

  it('shows a chip for an accepted file, resets the input, and removes it with the close icon', async () => {
    const { props } = setup();
    const fileInput = screen.getByTestId('siao-file-input') as HTMLInputElement;
    const pdf = new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' });
    await act(async () => userEvent.upload(fileInput, pdf));
    expect(screen.getByTestId('siao-file-chip').textContent).toContain('contrato.pdf');
    expect(props.onFileUpload).toHaveBeenCalledWith(
      expect.objectContaining({ part: expect.objectContaining({ document_format: 'pdf' }) }),
    );
    expect(fileInput.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Remover arquivo contrato.pdf' }));
    expect(screen.queryByTestId('siao-file-chip')).toBeNull();
    expect(props.onCancelFileUpload).toHaveBeenCalled();
  });
});
