import type { MessageItem } from '@siao/shared';
import { expect, it } from 'vitest';
import type { ChatMessage } from '../chat-message';
import { fromHistory, toConverseMessages } from './conversation';

it('sends at most the last 9 messages, starting at a user message, without placeholders or errors', () => {
  const messages: ChatMessage[] = Array.from({ length: 12 }, (_, i) => ({
    id: String(i),
    role: i % 2 === 0 ? 'user' : 'assistant',
    text: `m${i}`,
  }));
  messages.push({ id: 'e', role: 'assistant', text: 'falhou', error: true });
  messages.push({ id: 'u', role: 'user', text: 'nova pergunta' });
  messages.push({ id: 'p', role: 'assistant', text: '', isLoading: true });
  const sent = toConverseMessages(messages);
  expect(sent).toHaveLength(9);
  expect(sent[0]!.role).toBe('user');
  expect(sent.map((m) => m.content[0])).toEqual(
    ['m4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11', 'nova pergunta'].map((text) => ({ text })),
  );
  // ten messages: the 9-message window would open with an assistant reply, which is dropped
  expect(toConverseMessages(messages.slice(0, 10)).map((m) => m.content[0])).toEqual(
    ['m2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9'].map((text) => ({ text })),
  );
});

it('leaves a failed turn (the question and its failed reply) out of the context sent', () => {
  const messages: ChatMessage[] = [
    { id: '1', role: 'user', text: 'primeira' },
    { id: '2', role: 'assistant', text: 'resposta' },
    { id: '3', role: 'user', text: 'falhou' },
    { id: '4', role: 'assistant', text: 'Erro no servidor, contate o suporte!', error: true },
    { id: '5', role: 'user', text: 'nova pergunta' },
    { id: '6', role: 'assistant', text: '', isLoading: true },
  ];
  expect(toConverseMessages(messages)).toEqual([
    { role: 'user', content: [{ text: 'primeira' }] },
    { role: 'assistant', content: [{ text: 'resposta' }] },
    { role: 'user', content: [{ text: 'nova pergunta' }] },
  ]);
});

it('keeps the base64 parts of a fresh message and sends only the text of history attachments', () => {
  const fresh: ChatMessage = {
    id: '1',
    role: 'user',
    text: 'Analise',
    content: [{ text: 'Analise' }, { document_format: 'pdf', document_name: 'a', document_base64: 'JVBE' }],
  };
  const history: ChatMessage = {
    id: '0',
    role: 'user',
    text: 'Antigo',
    content: [
      { text: 'Antigo' },
      { document_format: 'pdf', document_name: 'b', document_url: 'https://x/b' },
    ],
  };
  expect(toConverseMessages([history, fresh]).map((m) => m.content.length)).toEqual([1, 2]);
});

it('maps a history page to messages oldest first with their attachment link', () => {
  const item = (id: string, minute: number, role: 'user' | 'assistant'): MessageItem => ({
    id,
    created_at: new Date(2026, 0, 1, 10, minute).toISOString(),
    interrupted: false,
    error: false,
    messages: { role, content: [{ text: id }] },
  });
  const withFile = item('q', 1, 'user');
  withFile.messages.content.push({ image_format: 'png', image_name: 'foto', image_url: 'https://x/foto' });
  const reply = item('r', 2, 'assistant');
  const step = {
    id: 'toolu_1',
    name: 'consultar_cnib',
    state: 'done',
    label: 'CPF 529.982.247-25: livre',
  } as const;
  reply.tools = [step];
  const messages = fromHistory([reply, withFile]);
  expect(messages.map((m) => m.id)).toEqual(['q', 'r']);
  expect(messages[0]!.attachment).toEqual({ name: 'foto', url: 'https://x/foto' });
  // the reply's tool steps come back with it (a reopened conversation shows them)
  expect(messages[1]!.tools).toEqual([step]);
  expect(messages[0]!.tools).toBeUndefined();
});
