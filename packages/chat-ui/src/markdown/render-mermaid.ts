import mermaid from 'mermaid';

let counter = 0;
let initialized = false;

/**
 * Lazy chunk, loaded only when a reply holds a ```mermaid block. Mermaid looks its nodes up from `document`,
 * which cannot see inside a shadow root, so each diagram is drawn in a hidden scratch element on the page
 * and the result (the SVG, or mermaid's own 'Syntax error in text' drawing) is moved into the widget.
 * Text over 50,000 characters is refused by mermaid itself (maxTextSize).
 */
export async function renderMermaidBlocks(root: HTMLElement): Promise<void> {
  if (!initialized) {
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', maxTextSize: 50_000 });
    initialized = true;
  }
  const blocks = Array.from(root.querySelectorAll('pre > code.language-mermaid'));
  for (const code of blocks) {
    const target = document.createElement('div');
    target.className = 'siao-mermaid';
    code.parentElement!.replaceWith(target);
    const scratch = document.createElement('div');
    scratch.setAttribute('aria-hidden', 'true');
    scratch.style.cssText = 'position:absolute;left:-10000px;top:0;width:800px;visibility:hidden';
    document.body.appendChild(scratch);
    try {
      const { svg } = await mermaid.render(`siao-mermaid-${++counter}`, code.textContent ?? '', scratch);
      target.innerHTML = svg;
    } catch (error) {
      console.warn('Diagrama inválido:', error);
      target.replaceChildren(...Array.from(scratch.childNodes)); // mermaid's error drawing
    } finally {
      scratch.remove();
    }
  }
}
