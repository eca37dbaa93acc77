import { useCallback, useRef, useState } from 'react';
import type { ChatMessage } from '../chat-message';

/** The message list as state plus a ref that always holds the latest list (streaming callbacks read it). */
export function useMessageList() {
  const [messages, setState] = useState<ChatMessage[]>([]);
  const list = useRef<ChatMessage[]>([]);

  const setMessages = useCallback((next: ChatMessage[] | ((prev: ChatMessage[]) => ChatMessage[])) => {
    list.current = typeof next === 'function' ? next(list.current) : next;
    setState(list.current);
  }, []);
  const patch = useCallback(
    (id: string, change: (m: ChatMessage) => Partial<ChatMessage>) =>
      setMessages((prev) => prev.map((m) => (m.id === id ? { ...m, ...change(m) } : m))),
    [setMessages],
  );
  /** Older history pages go on top; messages already shown are not repeated. */
  const prepend = useCallback(
    (older: ChatMessage[]) =>
      setMessages((prev) => [...older.filter((o) => !prev.some((m) => m.id === o.id)), ...prev]),
    [setMessages],
  );
  return { messages, list, setMessages, patch, prepend };
}
