/** Saves text as a file through the browser's download, from memory. */
export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8') {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = name;
  link.click();
  // Revoked at once, some browsers cancel the download before it starts.
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
