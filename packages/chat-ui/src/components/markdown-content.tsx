import { useEffect, useLayoutEffect, useRef, useState } from 'react';

type Render = (text: string) => string;
let renderer: Render | null = null;
let loading: Promise<Render> | null = null;

/** Loads marked + DOMPurify once, on the first reply that needs them. */
function loadRenderer(): Promise<Render> {
  loading ??= import('../markdown/render-markdown').then((m) => {
    renderer = m.renderMarkdown;
    return renderer;
  });
  return loading;
}

/** Assistant text as sanitized HTML; plain text until the markdown chunk arrives. Mermaid runs once complete. */
export function MarkdownContent({ text, complete }: { text: string; complete: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [render, setRender] = useState<Render | null>(() => renderer);

  useEffect(() => {
    if (!render) void loadRenderer().then((r) => setRender(() => r));
  }, [render]);

  // A layout effect, not a passive one: the HTML must be in place before the message list's own layout
  // effect measures the content (keeping the scroll position when older messages are prepended, following
  // the bottom while streaming) and before the browser paints an empty bubble.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !render) return;
    el.innerHTML = render(text);
    if (complete && el.querySelector('pre > code.language-mermaid')) {
      void import('../markdown/render-mermaid').then((m) => m.renderMermaidBlocks(el));
    }
  }, [render, text, complete]);

  if (!render) return <div className="siao-markdown siao-markdown--plain">{text}</div>;
  return <div className="siao-markdown" ref={ref} />;
}
