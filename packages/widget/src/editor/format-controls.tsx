import type { Editor } from '@tiptap/core';
import { ToolbarIcon } from './toolbar-icons';

export interface FormatState {
  bold: boolean;
  underline: boolean;
  bullet: boolean;
  ordered: boolean;
  heading: number;
  font: string;
  color: string;
}

const FONTS = ['Arial', 'Georgia', 'Times New Roman', 'Courier New', 'Verdana'];
const ALIGN = [
  ['left', 'Alinhar à esquerda'],
  ['center', 'Centralizar'],
  ['right', 'Alinhar à direita'],
  ['justify', 'Justificar'],
] as const;

/** The formatting half of the toolbar: icons with a Portuguese name (screen readers) and tooltip. */
export function FormatControls({
  editor,
  state,
  disabled,
}: {
  editor: Editor;
  state: FormatState;
  disabled: boolean;
}) {
  const chain = () => editor.chain().focus();
  const askLink = () => {
    const url = window.prompt('Endereço do link', editor.getAttributes('link').href ?? 'https://');
    if (url === null) return;
    if (url === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: url }).run();
  };
  const askImage = () => {
    const src = window.prompt('Endereço da imagem');
    if (src) chain().setImage({ src }).run();
  };
  return (
    <fieldset className="toolbar__group" disabled={disabled}>
      <select
        aria-label="Estilo"
        value={state.heading}
        onChange={(e) => {
          const level = Number(e.target.value) as 0 | 1 | 2 | 3;
          if (level === 0) chain().setParagraph().run();
          else chain().setHeading({ level }).run();
        }}
      >
        <option value={0}>Parágrafo</option>
        <option value={1}>Título 1</option>
        <option value={2}>Título 2</option>
        <option value={3}>Título 3</option>
      </select>
      <button
        type="button"
        aria-label="Negrito"
        title="Negrito"
        aria-pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <ToolbarIcon name="bold" />
      </button>
      <button
        type="button"
        aria-label="Sublinhado"
        title="Sublinhado"
        aria-pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <ToolbarIcon name="underline" />
      </button>
      <select
        aria-label="Fonte"
        value={state.font}
        onChange={(e) => chain().setFontFamily(e.target.value).run()}
      >
        <option value="">Fonte</option>
        {FONTS.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      <input
        type="color"
        aria-label="Cor do texto"
        value={state.color}
        onChange={(e) => chain().setColor(e.target.value).run()}
      />
      <button
        type="button"
        aria-label="Lista com marcadores"
        title="Lista com marcadores"
        aria-pressed={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        <ToolbarIcon name="bulletList" />
      </button>
      <button
        type="button"
        aria-label="Lista numerada"
        title="Lista numerada"
        aria-pressed={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ToolbarIcon name="orderedList" />
      </button>
      {ALIGN.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          title={label}
          onClick={() => chain().setTextAlign(value).run()}
        >
          <ToolbarIcon name={value} />
        </button>
      ))}
      <button
        type="button"
        aria-label="Inserir tabela"
        title="Inserir tabela"
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      >
        <ToolbarIcon name="table" />
      </button>
      <button type="button" aria-label="Inserir link" title="Inserir link" onClick={askLink}>
        <ToolbarIcon name="link" />
      </button>
      <button type="button" aria-label="Inserir imagem" title="Inserir imagem" onClick={askImage}>
        <ToolbarIcon name="image" />
      </button>
    </fieldset>
  );
}
