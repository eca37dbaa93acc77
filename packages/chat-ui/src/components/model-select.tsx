import type { ModelOption } from '@siao/shared';
import { texts } from '../texts';

/** Spec §2: the model dropdown exists but is hidden; it still drives the model sent with each question. */
export function ModelSelect(props: {
  models: ModelOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <select
      hidden
      aria-label="Modelo"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      data-testid="siao-model"
    >
      <option value="" disabled>
        {texts.modelPlaceholder}
      </option>
      {props.models.map((m) => (
        <option key={m.value} value={m.value}>
          {m.label}
        </option>
      ))}
    </select>
  );
}
