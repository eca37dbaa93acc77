import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../chat-message';
import { ToolFlow, type ToolFlowProps } from './tool-flow';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const assistant = {
  id: 'a',
  name: 'Analisador',
  description: '',
  interaction_mode: 'tool',
  default_chat: false,
  window_context: false,
  presentation: false,
};

it('keeps the file of a failed analysis and sends it again on "Tentar novamente"', async () => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:contrato');
  const onSend = vi.fn();
  const props: ToolFlowProps = {
    assistant,
    messages: [],
    reply: null,
    onSend,
    renderResult: (html) => <div>{html}</div>,
  };
  const view = render(<ToolFlow {...props} />);
  const file = new File(['%PDF-1.4\n%%EOF'], 'contrato.pdf', { type: 'application/pdf' });
  await act(async () => userEvent.upload(screen.getByTestId('siao-file-input'), file));
  expect(onSend).toHaveBeenCalledTimes(1);
  const sent = onSend.mock.calls[0]![0];
  expect(sent.parts[0]).toMatchObject({ document_format: 'pdf' });

  const failed: ChatMessage[] = [
    { id: '1', role: 'user', text: sent.text },
    { id: '2', role: 'assistant', text: 'Erro no servidor, contate o suporte!', error: true },
  ];
  view.rerender(<ToolFlow {...props} messages={failed} />);
  expect(screen.getByText('Erro no servidor, contate o suporte!')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(onSend).toHaveBeenCalledTimes(2);
  expect(onSend.mock.calls[1]![0]).toBe(sent);
});
