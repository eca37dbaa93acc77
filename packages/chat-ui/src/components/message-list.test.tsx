import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { ChatMessage } from '../chat-message';
import { MessageList } from './message-list';

afterEach(cleanup);

const greeting = { title: 'Olá, Ana!', message: 'Bom domingo! Em que posso ajudar hoje?' };

it('shows the greeting only while the conversation is empty', () => {
  const view = render(<MessageList messages={[]} mode="chat" greeting={greeting} />);
  expect(screen.getByTestId('siao-greeting').textContent).toContain('Olá, Ana!');
  view.rerender(
    <MessageList messages={[{ id: '1', role: 'user', text: 'Oi' }]} mode="chat" greeting={greeting} />,
  );
  expect(screen.queryByTestId('siao-greeting')).toBeNull();
});

it('draws user, loading, error and attachment states; user bubbles only in chat mode', () => {
  const messages: ChatMessage[] = [
    { id: '1', role: 'user', text: 'Veja o anexo', attachment: { name: 'a', url: 'https://files/a.pdf' } },
    { id: '2', role: 'assistant', text: '', error: true },
    { id: '3', role: 'assistant', text: '', isLoading: true },
  ];
  const view = render(<MessageList messages={messages} mode="chat" />);
  expect(screen.getByTestId('siao-user-message').textContent).toContain('Veja o anexo');
  const link = screen.getByTestId('siao-attachment') as HTMLAnchorElement;
  expect([link.href, link.target]).toEqual(['https://files/a.pdf', '_blank']);
  expect(screen.getByTestId('siao-error-message').textContent).toBe('Erro no servidor, contate o suporte!');
  expect(screen.getByTestId('siao-loading')).toBeTruthy();
  expect(screen.getByRole('log').getAttribute('aria-busy')).toBe('true');
  view.rerender(<MessageList messages={messages} mode="tool" />);
  expect(screen.queryByTestId('siao-user-message')).toBeNull();
});

// Sanitizing and link targets are checked in Chromium (e2e): under happy-dom DOMPurify's node walk is a no-op.
it('renders assistant markdown as HTML once the markdown chunk loads', async () => {
  const text = '**Prazo**: 5 dias [link](https://gov.br)';
  render(<MessageList messages={[{ id: '1', role: 'assistant', text }]} mode="chat" />);
  const strong = await screen.findByText('Prazo');
  expect(strong.tagName).toBe('STRONG');
});
