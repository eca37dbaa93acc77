/**
 * Saves a blob under `name` through a temporary hidden link placed under `parent` (in the widget,
 * inside its own root, so nothing touches the host's DOM). The one blob download of the back-office,
 * chat-ui and the widget; zod-free (`@siao/shared/download-blob`).
 */
export function downloadBlob(blob: Blob, name: string, parent: Node = document.body): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  parent.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
