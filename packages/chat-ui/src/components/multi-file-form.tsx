import type { ContentPart } from '@siao/shared';
import { useState } from 'react';
import { type FileSlot, toRows, validateMultiFile, withFreeSlot } from '../rules/multi-file';
import { toContentPart } from '../rules/upload';
import { MultiFileSlot } from './multi-file-slot';

export interface MultiFileSubmission {
  instruction: string;
  parts: ContentPart[];
  files: File[];
}

/** Spec §2/§5 tool view for window_context assistants: files with descriptions plus one instruction. */
export function MultiFileForm({
  onSubmit,
  disabled,
}: {
  onSubmit: (s: MultiFileSubmission) => void;
  disabled?: boolean;
}) {
  const [slots, setSlots] = useState<FileSlot<File>[]>(() => withFreeSlot<File>([]));
  const [instruction, setInstruction] = useState('');
  const update = (i: number, slot: FileSlot<File> | null) =>
    setSlots((prev) => withFreeSlot(prev.flatMap((s, j) => (j !== i ? [s] : slot ? [slot] : []))));

  const submit = async () => {
    const error = validateMultiFile(slots, instruction);
    if (error) return window.alert(error);
    const used = slots.filter((s) => s.file);
    const parts: ContentPart[] = [];
    for (const s of used) {
      const prepared = await toContentPart(s.file!, s.description);
      if (!prepared.ok) return window.alert(prepared.message);
      parts.push(prepared.part);
    }
    onSubmit({ instruction: instruction.trim(), parts, files: used.map((s) => s.file!) });
  };

  let index = 0;
  return (
    <form
      className="siao-multifile"
      data-testid="siao-multifile"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {toRows(slots).map((row) => (
        <div className="siao-multifile__row" key={`row-${index}`} data-testid="siao-file-row">
          {row.map((slot) => {
            const i = index++;
            return (
              <MultiFileSlot
                key={i}
                index={i}
                slot={slot}
                onChange={(s) => update(i, s)}
                onRemove={() => update(i, null)}
              />
            );
          })}
        </div>
      ))}
      <label className="siao-multifile__instruction">
        <span>Como o assistente deve utilizar os arquivos?</span>
        <textarea
          value={instruction}
          rows={3}
          onChange={(e) => setInstruction(e.target.value)}
          data-testid="siao-instruction"
        />
      </label>
      <button
        type="submit"
        className="siao-button siao-button--primary"
        disabled={disabled}
        data-testid="siao-multifile-submit"
      >
        Enviar
      </button>
    </form>
  );
}
