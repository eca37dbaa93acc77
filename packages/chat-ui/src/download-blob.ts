/** Saves a blob through a temporary link placed under `parent` (in the widget, inside its own root, so nothing touches the host's DOM). */
export function downloadBlob(blob: Blob, name: string, parent: Node): void {
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
