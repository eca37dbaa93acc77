import {
  AgentsList,
  downloadBlob,
  type EditorExportExtension,
  LoadingSpinner,
  modeOf,
  visibleAssistants,
} from '@siao/chat-ui';
import type { Assistant, Thread } from '@siao/shared';
import { exportFileName } from '@siao/shared/format';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { ApiClient } from '../core/api-client';
import { editorPageUrl } from '../core/editor-page';
import { useShell } from '../core/use-shell';
import type { ResolvedOptions } from '../options/types';
import { ChatView } from './chat-view';
import { Header } from './header';

// Tool mode (drop area, multi-file form, editor frame) is a lazy chunk: chat-only hosts never load it.
const ToolView = lazy(() => import('./tool-view').then((m) => ({ default: m.ToolView })));

export interface AssistantShellProps {
  client: ApiClient;
  options: ResolvedOptions;
  assistants: Assistant[];
  threads: Thread[];
}

/** The widget once started: picker, chat view or tool view under a common header. */
export function AssistantShell({ client, options, assistants, threads }: AssistantShellProps) {
  const shell = useShell(client, options, assistants, threads);
  const [historyOpen, setHistoryOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const visible = useMemo(() => visibleAssistants(assistants, options), [assistants, options]);
  const chatIds = useMemo(
    () => new Set(assistants.filter((a) => modeOf(a) === 'chat').map((a) => a.id)),
    [assistants],
  );
  const { selected } = shell;
  const mode = selected ? modeOf(selected) : null;

  // Spec §7 export: POST export, then download Siao_<date><extension>; failures are logged and alerted.
  const onExport = useCallback(
    async (extension: EditorExportExtension, html: string) => {
      try {
        const blob = await client.exportDocument(html, extension);
        downloadBlob(blob, exportFileName(extension), root.current ?? document.body);
      } catch (error) {
        console.error('Erro na exportação:', error);
        window.alert(`Erro ao exportar para ${extension}`);
      }
    },
    [client],
  );

  return (
    <div className="siao-shell" ref={root}>
      <Header
        title={selected?.name ?? 'Assistentes'}
        mode={mode}
        historyOpen={historyOpen}
        onToggleHistory={() => setHistoryOpen((o) => !o)}
        onNewAction={shell.newAction}
      />
      {!selected && (
        <AgentsList assistants={visible} onSelect={shell.select} layout={options.assistantListMode} />
      )}
      {selected && mode === 'chat' && (
        <ChatView
          shell={shell}
          assistant={selected}
          userName={options.userName}
          historyOpen={historyOpen}
          onCloseHistory={() => setHistoryOpen(false)}
          historyFilter={(id) => chatIds.has(id)}
        />
      )}
      {selected && mode === 'tool' && (
        <Suspense fallback={<LoadingSpinner />}>
          <ToolView shell={shell} assistant={selected} editorPage={editorPageUrl()} onExport={onExport} />
        </Suspense>
      )}
    </div>
  );
}
