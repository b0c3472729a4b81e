// Saves text as a file from the browser: a Blob behind a temporary object URL, clicked as a download link.
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; then the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
