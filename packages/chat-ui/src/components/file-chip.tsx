import { CloseIcon, DocumentIcon } from './icons';

/** Spec §2: the chosen file's name with a close icon that removes it. */
export function FileChip({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <span className="siao-chip" data-testid="siao-file-chip">
      <DocumentIcon size={14} />
      <span className="siao-chip__name">{name}</span>
      <button
        type="button"
        className="siao-chip__remove"
        onClick={onRemove}
        aria-label={`Remover arquivo ${name}`}
      >
        <CloseIcon size={14} />
      </button>
    </span>
  );
}
