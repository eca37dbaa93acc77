import mermaid from 'mermaid';

let counter = 0;
let initialized = false;

/**
 * Lazy chunk, loaded only when a reply holds a ```mermaid block. Rendering into the given container keeps
 * mermaid's temporary nodes (and its 'Syntax error in text' drawing) inside the widget, never on the host
 * page. Text over 50,000 characters is refused by mermaid itself (maxTextSize).
 */
export async function renderMermaidBlocks(root: HTMLElement): Promise<void> {
  if (!initialized) {
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', maxTextSize: 50_000 });
    initialized = true;
  }
  const blocks = Array.from(root.querySelectorAll('pre > code.language-mermaid'));
  for (const code of blocks) {
    const pre = code.parentElement!;
    const container = document.createElement('div');
    container.className = 'siao-mermaid';
    pre.replaceWith(container);
    try {
      const { svg } = await mermaid.render(`siao-mermaid-${++counter}`, code.textContent ?? '', container);
      container.innerHTML = svg;
    } catch {
      // mermaid already drew its error diagram inside the container, as the renderer does
    }
  }
}
