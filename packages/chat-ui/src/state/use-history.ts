import type { Thread } from '@siao/shared';
import { MESSAGE_PAGE_SIZE } from '@siao/shared/constants';
import { useCallback, useRef, useState } from 'react';
import { fromHistory } from '../rules/conversation';
import type { ChatApi } from './chat-api';

/**
 * The sessions list and the paging of the open thread (spec §4): page 1 holds the newest messages; scrolling
 * up asks for the next page while page < ceil(total / limit).
 */
export function useHistory(client: ChatApi, initial: Thread[]) {
  const [threads, setThreads] = useState(initial);
  const paging = useRef({ threadId: '', page: 0, total: 0, limit: MESSAGE_PAGE_SIZE, busy: false });

  const refresh = useCallback(() => {
    client.listThreads().then(setThreads, (error) => console.error('Erro ao carregar o histórico:', error));
  }, [client]);

  const open = useCallback(
    async (threadId: string) => {
      paging.current = { threadId, page: 1, total: 0, limit: MESSAGE_PAGE_SIZE, busy: true };
      try {
        const page = await client.listMessages(threadId, 1, MESSAGE_PAGE_SIZE);
        Object.assign(paging.current, { total: page.total, limit: page.limit || MESSAGE_PAGE_SIZE });
        return fromHistory(page.data);
      } finally {
        paging.current.busy = false;
      }
    },
    [client],
  );

  /** Older messages to prepend, or null when there is nothing more (or a page is already loading). */
  const loadOlder = useCallback(async () => {
    const p = paging.current;
    if (!p.threadId || p.busy || p.page >= Math.ceil(p.total / p.limit)) return null;
    p.busy = true;
    try {
      const page = await client.listMessages(p.threadId, p.page + 1, p.limit);
      if (paging.current !== p) return null; // another thread was opened meanwhile
      Object.assign(p, { page: p.page + 1, total: page.total });
      return fromHistory(page.data);
    } finally {
      p.busy = false;
    }
  }, [client]);

  /** A new conversation has no pages to load. */
  const close = useCallback(() => {
    paging.current = { threadId: '', page: 0, total: 0, limit: MESSAGE_PAGE_SIZE, busy: false };
  }, []);

  return { threads, refresh, open, loadOlder, close };
}
