import { FILE_DESCRIPTION_MAX_LENGTH } from '@siao/shared/constants';
import { useRef } from 'react';
import type { FileSlot } from '../rules/multi-file';
import { texts } from '../texts';
import { CloseIcon, UploadFileIcon } from './icons';

/** Spec §5 multi-file: the documents and images the type detection knows. */
const MULTI_FILE_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.csv,.html,.htm,.txt,.md,.jpeg,.jpg,.png,.gif';

export interface MultiFileSlotProps {
  index: number;
  slot: FileSlot<File>;
  onChange: (slot: FileSlot<File>) => void;
  onRemove: () => void;
}

/** One file of the multi-file form: chooser, description with a character counter, remove button. */
export function MultiFileSlot({ index, slot, onChange, onRemove }: MultiFileSlotProps) {
  const input = useRef<HTMLInputElement>(null);
  const count = slot.description.length;
  const descriptionId = `siao-slot-${index}-count`;
  return (
    <div className="siao-slot" data-testid="siao-file-slot">
      <input
        ref={input}
        type="file"
        hidden
        accept={MULTI_FILE_ACCEPT}
        data-testid="siao-slot-input"
        onChange={(e) => onChange({ ...slot, file: e.currentTarget.files?.[0] ?? null })}
      />
      <button type="button" className="siao-slot__file" onClick={() => input.current?.click()}>
        <UploadFileIcon />
        <span>{slot.file ? slot.file.name : texts.chooseFile}</span>
      </button>
      <input
        className="siao-slot__description"
        type="text"
        value={slot.description}
        placeholder="Descrição do arquivo"
        aria-label={`Descrição do arquivo ${index + 1}`}
        aria-describedby={descriptionId}
        onChange={(e) => onChange({ ...slot, description: e.target.value })}
        data-testid="siao-slot-description"
      />
      <span
        id={descriptionId}
        className={`siao-slot__count${count > FILE_DESCRIPTION_MAX_LENGTH ? ' siao-slot__count--over' : ''}`}
      >
        {count}/{FILE_DESCRIPTION_MAX_LENGTH}
      </span>
      {(slot.file || slot.description) && (
        <button
          type="button"
          className="siao-slot__remove"
          aria-label={`Remover arquivo ${index + 1}`}
          onClick={onRemove}
        >
          <CloseIcon size={14} />
        </button>
      )}
    </div>
  );
}
