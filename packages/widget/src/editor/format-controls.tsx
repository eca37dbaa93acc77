import type { Editor } from '@tiptap/core';

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
  ['left', 'Alinhar à esquerda', 'Esq.'],
  ['center', 'Centralizar', 'Centro'],
  ['right', 'Alinhar à direita', 'Dir.'],
  ['justify', 'Justificar', 'Just.'],
] as const;

/** The formatting half of the toolbar; every control has a Portuguese label for screen readers. */
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
        aria-pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <b>N</b>
      </button>
      <button
        type="button"
        aria-label="Sublinhado"
        aria-pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <u>S</u>
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
        aria-pressed={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        •
      </button>
      <button
        type="button"
        aria-label="Lista numerada"
        aria-pressed={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        1.
      </button>
      {ALIGN.map(([value, label, glyph]) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          onClick={() => chain().setTextAlign(value).run()}
        >
          {glyph}
        </button>
      ))}
      <button
        type="button"
        aria-label="Inserir tabela"
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      >
        Tabela
      </button>
      <button type="button" aria-label="Inserir link" onClick={askLink}>
        Link
      </button>
      <button type="button" aria-label="Inserir imagem" onClick={askImage}>
        Imagem
      </button>
    </fieldset>
  );
}
