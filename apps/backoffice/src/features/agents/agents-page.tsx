import '@siao/chat-ui/styles/chat-ui.css';
import '@siao/chat-ui/styles/chat-ui-lists.css';
import './agents.css';
import { Alert, Tabs, Text } from '@mantine/core';
import { AgentsList, LoadingSpinner } from '@siao/chat-ui';
import type { Assistant } from '@siao/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session';
import { errorMessage } from '../../lib/http/api-error';
import { useVisibleAssistants } from './agents-api';
import { AssistantsAdmin } from './assistants-admin';
import { FeedbackAnalytics } from './feedback-analytics';

const managers = ['superadmin', 'admin'];
/** The SiãoGPT page opens the assistant named by this parameter (chat or tool view). */
const openAssistantPath = (a: Assistant) => `/siaogpt?assistente=${encodeURIComponent(a.id)}`;

function Catalog() {
  const navigate = useNavigate();
  const assistants = useVisibleAssistants();
  if (assistants.isPending) return <LoadingSpinner />;
  if (assistants.isError) return <Alert color="red">{errorMessage(assistants.error)}</Alert>;
  if (assistants.data.length === 0)
    return (
      <Alert color="yellow" title="Nenhum assistente disponível">
        Nenhum assistente de IA está liberado para o seu cliente. Fale com o administrador.
      </Alert>
    );
  return (
    <>
      <Text c="dimmed" size="sm" mb="xs">
        Escolha um assistente: os de chat abrem uma conversa; os de ferramenta analisam os arquivos que você
        enviar.
      </Text>
      <div className="siao-root agents-catalog">
        <AgentsList assistants={assistants.data} onSelect={(a) => navigate(openAssistantPath(a))} />
      </div>
    </>
  );
}

/** Assistentes: the agents list of spec §2 and, for superadmin/admin, their management. */
export function AgentsPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  if (!managers.includes(user.role)) return <Catalog />;
  const aba = params.get('aba');
  const tab = aba === 'gerenciar' || aba === 'avaliacoes' ? aba : 'disponiveis';
  return (
    <Tabs
      value={tab}
      onChange={(v) => setParams(v && v !== 'disponiveis' ? { aba: v } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="disponiveis">Disponíveis</Tabs.Tab>
        <Tabs.Tab value="gerenciar">Gerenciar</Tabs.Tab>
        <Tabs.Tab value="avaliacoes">Avaliações</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="disponiveis">
        <Catalog />
      </Tabs.Panel>
      <Tabs.Panel value="gerenciar">
        <AssistantsAdmin />
      </Tabs.Panel>
      <Tabs.Panel value="avaliacoes">
        <FeedbackAnalytics />
      </Tabs.Panel>
    </Tabs>
  );
}
