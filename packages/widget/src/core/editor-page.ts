// The editor page is built next to the widget (dist/editor.html) while this module lives in dist/chunks/.
// Kept in a variable so Vite does not treat it as an asset reference to bundle.
const EDITOR_PAGE = '../editor.html';

/** Absolute URL of the embedded editor page, relative to where the widget itself was loaded from. */
export function editorPageUrl(): string {
  return new URL(EDITOR_PAGE, import.meta.url).href;
}
