/** Markdown → sanitized HTML through the lazy markdown chunk (for the editor frame). */
export async function markdownToHtml(text: string): Promise<string> {
  const { renderMarkdown } = await import('./render-markdown');
  return renderMarkdown(text);
}
