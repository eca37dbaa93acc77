import type { ConverseStreamBody, MessageFeedback, MessageFeedbackInput } from '@siao/shared';
import { FIRST_REPLY_DELAY_MS } from '@siao/shared/constants';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ChatApi } from '../state/chat-api';
import { useConversation } from '../state/use-conversation';
import { ChatConversation } from './chat-conversation';
// the actions' lazy chunk, already in the module cache (the test's timers are fake)
import './message-actions';

const assistant = {
  id: 'a1',
  name: 'Atendimento',
  description: '',
  interaction_mode: 'chat',
  default_chat: true,
  window_context: false,
  presentation: false,
};

/** A ChatApi that answers every POST with one chunk and a saved reply id (reply-1, reply-2…). */
function fakeApi(withVotes = true) {
  const bodies: ConverseStreamBody[] = [];
  const votes: [string, MessageFeedbackInput | null][] = [];
  const api: ChatApi = {
    createThread: async (input) => ({
      id: 't1',
      name: input.name,
      description: input.description,
      ai_engine_org_id: input.ai_engine_org_id,
      ai_engine_org: { name: 'Atendimento' },
      created_at: '2026-01-01T00:00:00Z',
    }),
    listThreads: async () => [],
    listMessages: async () => ({ data: [], limit: 30, page: 1, total: 0 }),
    converse: async (_thread, body, _signal, handlers) => {
      bodies.push(body);
      handlers.onText(`Resposta ${bodies.length}`);
      handlers.onReply?.(`reply-${bodies.length}`);
      return 'done';
    },
  };
  if (withVotes)
    api.sendFeedback = async (id, vote): Promise<MessageFeedback | null> => {
      votes.push([id, vote]);
      return vote
        ? { rating: vote.rating, comment: vote.comment ?? '', updated_at: '2026-01-01T00:00:00Z' }
        : null;
    };
  return { api, bodies, votes };
}

function Chat({ api, suggestions }: { api: ChatApi; suggestions?: string[] }) {
  const conversation = useConversation(api, () => undefined);
  return (
    <ChatConversation
      conversation={conversation}
      threadKey="k"
      onReachTop={() => undefined}
      onSend={(input) => void conversation.send({ assistant, ...input })}
      suggestions={suggestions}
    />
  );
}

let copied: string | null = null;
beforeEach(() => {
  vi.useFakeTimers();
  copied = null;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        copied = text;
      },
    },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The POST leaves FIRST_REPLY_DELAY_MS after a send (spec §4). */
const letTheReplyArrive = () => act(() => vi.advanceTimersByTimeAsync(FIRST_REPLY_DELAY_MS + 50));

it('offers the suggested questions while the conversation is empty; a click sends one', async () => {
  const { api, bodies } = fakeApi();
  render(<Chat api={api} suggestions={['Qual o prazo?', 'Quais documentos?']} />);
  fireEvent.click(screen.getByRole('button', { name: 'Quais documentos?' }));
  await letTheReplyArrive();
  expect(bodies[0]!.messages).toEqual([{ role: 'user', content: [{ text: 'Quais documentos?' }] }]);
  expect(screen.queryByTestId('siao-suggestions')).toBeNull();
  expect(screen.getByTestId('siao-user-message').textContent).toBe('Quais documentos?');
});

it('copies a reply and says "Copiado" in its accessible name, then goes back', async () => {
  const { api } = fakeApi();
  render(<Chat api={api} suggestions={['Oi']} />);
  fireEvent.click(screen.getByRole('button', { name: 'Oi' }));
  await letTheReplyArrive();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copiar resposta' }));
  });
  expect(copied).toBe('Resposta 1');
  expect(screen.getByRole('button', { name: 'Copiado' }).textContent).toContain('Copiado');
  await act(() => vi.advanceTimersByTimeAsync(2500));
  expect(screen.getByRole('button', { name: 'Copiar resposta' })).toBeTruthy();
});

it('votes 👎 with an optional comment on the saved reply, and takes the vote back on a second click', async () => {
  const { api, votes } = fakeApi();
  render(<Chat api={api} suggestions={['Oi']} />);
  fireEvent.click(screen.getByRole('button', { name: 'Oi' }));
  await letTheReplyArrive();
  const down = screen.getByRole('button', { name: 'Resposta não útil' });
  await act(async () => {
    fireEvent.click(down);
  });
  expect(votes).toEqual([['reply-1', { rating: 'down', comment: '' }]]);
  expect(down.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: 'Resposta útil' }).getAttribute('aria-pressed')).toBe('false');
  fireEvent.input(screen.getByLabelText('O que faltou nesta resposta? (opcional)'), {
    target: { value: ' Faltou o prazo. ' },
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Enviar comentário' }));
  });
  expect(votes[1]).toEqual(['reply-1', { rating: 'down', comment: 'Faltou o prazo.' }]);
  expect(screen.getByRole('status', { name: '' }).textContent).toContain('Comentário enviado');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Resposta não útil' }));
  });
  expect(votes[2]).toEqual(['reply-1', null]);
  expect(screen.getByRole('button', { name: 'Resposta não útil' }).getAttribute('aria-pressed')).toBe(
    'false',
  );
});

it('regenerates the last reply in place: the server is told which reply to replace', async () => {
  const { api, bodies } = fakeApi();
  render(<Chat api={api} suggestions={['Oi']} />);
  fireEvent.click(screen.getByRole('button', { name: 'Oi' }));
  await letTheReplyArrive();
  fireEvent.click(screen.getByRole('button', { name: 'Gerar a resposta de novo' }));
  // a second click while it streams sends nothing more
  expect(screen.queryByRole('button', { name: 'Gerar a resposta de novo' })).toBeNull();
  await letTheReplyArrive();
  expect(bodies).toHaveLength(2);
  expect(bodies[1]).toMatchObject({
    regenerate: 'reply-1',
    messages: [{ role: 'user', content: [{ text: 'Oi' }] }],
  });
  const replies = screen.getAllByTestId('siao-assistant-message');
  expect(replies.map((r) => r.textContent?.trim())).toEqual(['Resposta 2']);
});

it('offers no thumbs when the host sends no votes', async () => {
  const { api } = fakeApi(false);
  render(<Chat api={api} suggestions={['Oi']} />);
  fireEvent.click(screen.getByRole('button', { name: 'Oi' }));
  await letTheReplyArrive();
  expect(screen.getByRole('button', { name: 'Copiar resposta' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Resposta útil' })).toBeNull();
});
