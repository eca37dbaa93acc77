import { createRoot } from 'react-dom/client';
import { parentOrigin } from './bridge';
import { EditorApp } from './editor-app';
import './editor.css';

const root = createRoot(document.getElementById('editor-root')!);
const origin = parentOrigin();
root.render(
  origin ? (
    <EditorApp origin={origin} />
  ) : (
    <p className="editor__error">Este editor só funciona dentro do assistente Sião.</p>
  ),
);
