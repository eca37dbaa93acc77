import { Alert, Button } from '@mantine/core';
import { LoadingSpinner, modeOf } from '@siao/chat-ui';
import type { Assistant, Thread } from '@siao/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session';
import { errorMessage } from '../../lib/http/api-error';
import './chat-styles';
import { ChatPane } from './chat-pane';
import { ConversationHeader } from './conversation-header';
import { SessionsPanel } from './sessions-panel';
import { useAssistants, useInitialThreads } from './siaogpt-api';
import { ToolPane } from './tool-pane';
import { startingAssistant, useWorkspace } from './use-workspace';

/** URL parameters other pages link with: `?assistente=<id>` (from Assistentes) and `?conversa=<id>`. */
const ASSISTANT_PARAM = 'assistente';
const THREAD_PARAM = 'conversa';

/** SiãoGPT: sessions menu, the conversation with the chosen assistant (chat or tool view). */
export function SiaogptPage() {
  const assistants = useAssistants();
  const threads = useInitialThreads();
  if (assistants.isPending || threads.isPending) return <LoadingSpinner />;
  if (assistants.isError || threads.isError)
    return (
      <Alert color="red" title="Não foi possível carregar o SiãoGPT">
        {errorMessage(assistants.error ?? threads.error)}
        <Button
          mt="sm"
          size="xs"
          variant="light"
          color="red"
          display="block"
          onClick={() => {
            void assistants.refetch();
            void threads.refetch();
          }}
        >
          Tentar novamente
        </Button>
      </Alert>
    );
  return <Workspace assistants={assistants.data} threads={threads.data} />;
}

function Workspace({ assistants, threads }: { assistants: Assistant[]; threads: Thread[] }) {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  // an assistant chosen on Assistentes is the first one shown (no flash of the default assistant)
  const linked = assistants.find((a) => a.id === params.get(ASSISTANT_PARAM));
  const workspace = useWorkspace(assistants, threads, linked ?? startingAssistant(assistants));
  const { assistant, selectAssistant, openThread } = workspace;

  // Links from other pages are taken once, then removed so a reload does not repeat them.
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    const chosen = assistants.find((a) => a.id === params.get(ASSISTANT_PARAM));
    const thread = threads.find((t) => t.id === params.get(THREAD_PARAM));
    if (thread) void openThread(thread);
    else if (chosen) selectAssistant(chosen, true);
    if (params.has(ASSISTANT_PARAM) || params.has(THREAD_PARAM)) setParams({}, { replace: true });
  }, [assistants, threads, params, setParams, openThread, selectAssistant]);

  return (
    <div className="siao-root siaogpt">
      <SessionsPanel
        threads={workspace.history.threads}
        currentId={workspace.conversation.threadId.current}
        onOpen={(t) => void openThread(t)}
      />
      <section className="siaogpt__main" aria-label="Conversa">
        {!assistant ? (
          <Alert color="yellow" m="md" title="Nenhum assistente disponível">
            Nenhum assistente de IA está liberado para o seu cliente. Fale com o administrador.
          </Alert>
        ) : (
          <>
            <ConversationHeader workspace={workspace} assistant={assistant} />
            <div className="siaogpt__body">
              {workspace.opening ? (
                <LoadingSpinner label="Abrindo conversa..." />
              ) : modeOf(assistant) === 'chat' ? (
                <ChatPane workspace={workspace} userName={user.name} />
              ) : (
                <div className="siaogpt__tool">
                  <ToolPane workspace={workspace} assistant={assistant} />
                </div>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
