import { useRef, useState } from 'react';
import { texts } from '../texts';
import { type AcceptedUpload, SINGLE_FILE_ACCEPT, takeChosenFile } from './file-picker';
import { UploadFileIcon } from './icons';

/** Spec §2 tool view: drop or choose a file; highlighted while a file is dragged over it. */
export function DropZone({
  onFileUpload,
  disabled,
}: {
  onFileUpload: (u: AcceptedUpload) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = async () => {
    const accepted = input.current ? await takeChosenFile(input.current, false) : null;
    if (accepted) onFileUpload(accepted);
  };
  return (
    <section
      aria-label="Área para enviar arquivo"
      className={`siao-dropzone${over ? ' siao-dropzone--over' : ''}`}
      data-testid="siao-dropzone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (disabled || !input.current || e.dataTransfer.files.length === 0) return;
        input.current.files = e.dataTransfer.files;
        void take();
      }}
    >
      <UploadFileIcon />
      <p>Arraste um arquivo para cá ou</p>
      <input
        ref={input}
        type="file"
        hidden
        accept={SINGLE_FILE_ACCEPT}
        data-testid="siao-file-input"
        onChange={take}
      />
      <button
        type="button"
        className="siao-button siao-button--primary"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {texts.chooseFile}
      </button>
      <small>{texts.uploadLimits}</small>
    </section>
  );
}
