import type { ModelOption } from '@siao/shared';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { texts } from '../texts';
import { FileChip } from './file-chip';
import { type AcceptedUpload, SINGLE_FILE_ACCEPT, takeChosenFile } from './file-picker';
import { AttachIcon, SendIcon, StopIcon } from './icons';
import { ModelSelect } from './model-select';

export interface PromptBoxProps {
  loading: boolean;
  onSend: (text: string) => void;
  /** the abort command carries an ISO timestamp (spec §4) */
  onAbort: (at: string) => void;
  onFileUpload: (upload: AcceptedUpload) => void;
  onCancelFileUpload: () => void;
  models: ModelOption[];
  model: string;
  onModelChange: (value: string) => void;
  autoFocus?: boolean;
}

/** Spec §2 prompt box, chat mode: idle (send) → loading (stop) → idle. */
export function PromptBox(props: PromptBoxProps) {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const autoFocus = props.autoFocus ?? true;
  // the spec asks for the prompt to be focused on load, without scrolling the host page to the widget
  useEffect(() => {
    if (autoFocus) input.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  const send = () => {
    if (props.loading || text.trim() === '') return;
    props.onSend(text);
    setText('');
    setFileName(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  const removeFile = () => {
    setFileName(null);
    if (fileInput.current) fileInput.current.value = '';
    props.onCancelFileUpload();
  };

  return (
    <form
      className="siao-prompt"
      data-testid="siao-prompt"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      {fileName && <FileChip name={fileName} onRemove={removeFile} />}
      <div className="siao-prompt__row">
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={SINGLE_FILE_ACCEPT}
          data-testid="siao-file-input"
          onChange={async (e) => {
            const accepted = await takeChosenFile(e.currentTarget, true);
            setFileName(accepted ? accepted.file.name : null);
            if (accepted) props.onFileUpload(accepted);
          }}
        />
        <button
          type="button"
          className="siao-icon-button"
          title={texts.uploadTooltip}
          aria-label={texts.uploadTooltip}
          onClick={() => fileInput.current?.click()}
          data-testid="siao-attach"
        >
          <AttachIcon />
        </button>
        <textarea
          className="siao-prompt__input"
          value={text}
          rows={1}
          placeholder={texts.placeholder}
          aria-label="Sua pergunta"
          ref={input}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          data-testid="siao-input"
        />
        <ModelSelect models={props.models} value={props.model} onChange={props.onModelChange} />
        {props.loading ? (
          <button
            type="button"
            className="siao-icon-button siao-icon-button--stop"
            aria-label="Parar resposta"
            onClick={() => props.onAbort(new Date().toISOString())}
            data-testid="siao-stop"
          >
            <StopIcon />
          </button>
        ) : (
          <button
            type="submit"
            className="siao-icon-button siao-icon-button--send"
            aria-label="Enviar"
            data-testid="siao-send"
          >
            <SendIcon />
          </button>
        )}
      </div>
    </form>
  );
}
