import type { Assistant } from '@siao/shared';
import { EDITOR_FILL_DELAY_MS } from '@siao/shared/constants';
import { type ReactNode, useEffect, useState } from 'react';
import type { ChatMessage } from '../chat-message';
import { markdownToHtml } from '../markdown/markdown-to-html';
import type { SendInput } from '../state/use-conversation';
import { texts } from '../texts';
import { AnalysisSkeleton } from './analysis-skeleton';
import { DropZone } from './drop-zone';
import { MessageBubble } from './message-bubble';
import { MultiFileForm } from './multi-file-form';

export interface ToolFlowProps {
  assistant: Assistant;
  messages: ChatMessage[];
  /** The finished reply; each new value refills the editor. */
  reply: { text: string } | null;
  disabled?: boolean;
  onSend: (input: Omit<SendInput, 'assistant'>) => void;
  /** The editor (and whatever the host puts around it) once the reply is HTML. */
  renderResult: (html: string) => ReactNode;
  /** Wraps a failed reply's bubble in a div of this class when given. */
  errorClassName?: string;
}

/**
 * Tool mode (spec §2), shared by the widget and the back-office: choose or drop a file (or the multi-file
 * form for window_context assistants), the 'Analisando documento' skeleton while analysing, then the result.
 */
export function ToolFlow(props: ToolFlowProps) {
  const { assistant, messages, disabled, errorClassName } = props;
  const html = useEditorHtml(props.reply);
  // the files and instruction of the last request, kept so a failed analysis can be retried as it was
  const [lastInput, setLastInput] = useState<Omit<SendInput, 'assistant'> | null>(null);
  const onSend = (input: Omit<SendInput, 'assistant'>) => {
    setLastInput(input);
    props.onSend(input);
  };
  const last = messages.at(-1);
  if (messages.length === 0) {
    if (assistant.window_context)
      return (
        <MultiFileForm
          disabled={disabled}
          onSubmit={(s) => onSend({ text: s.instruction, parts: s.parts })}
        />
      );
    return (
      <DropZone
        disabled={disabled}
        onFileUpload={({ file, part }) =>
          onSend({
            text: texts.analyseFile,
            parts: [part],
            attachment: { name: file.name, url: URL.createObjectURL(file) },
          })
        }
      />
    );
  }
  if (last?.error) {
    const failed = (
      <>
        <MessageBubble message={last} mode="tool" />
        {lastInput && (
          <button
            type="button"
            className="siao-button"
            disabled={disabled}
            onClick={() => onSend(lastInput)}
            data-testid="siao-tool-retry"
          >
            Tentar novamente
          </button>
        )}
      </>
    );
    return errorClassName ? <div className={errorClassName}>{failed}</div> : failed;
  }
  if (html !== null) return props.renderResult(html);
  return <AnalysisSkeleton />;
}

/** Spec §4: the editor is filled 0.5 s after the reply is complete (markdown → sanitized HTML). */
function useEditorHtml(reply: { text: string } | null): string | null {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    setHtml(null);
    if (!reply) return;
    let live = true;
    const timer = setTimeout(() => {
      void markdownToHtml(reply.text).then((h) => live && setHtml(h));
    }, EDITOR_FILL_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [reply]);
  return html;
}
