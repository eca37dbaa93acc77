import { useRef } from 'react';
import { texts } from '../texts';
import { type AcceptedUpload, SINGLE_FILE_ACCEPT, takeChosenFile } from './file-picker';
import { UploadFileIcon } from './icons';

/** Spec §2 prompt box, upload-only mode: a single 'Escolher arquivo' button. */
export function UploadButton({
  onFileUpload,
  disabled,
}: {
  onFileUpload: (u: AcceptedUpload) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="siao-upload-only">
      <input
        ref={input}
        type="file"
        hidden
        accept={SINGLE_FILE_ACCEPT}
        data-testid="siao-file-input"
        onChange={async (e) => {
          const accepted = await takeChosenFile(e.currentTarget, false);
          if (accepted) onFileUpload(accepted);
        }}
      />
      <button
        type="button"
        className="siao-button siao-button--primary"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <UploadFileIcon />
        {texts.chooseFile}
      </button>
    </div>
  );
}
