/** Saves text or bytes as a CSV file through the browser's download (exports, templates, statements). */
export function saveCsv(content: string | ArrayBuffer, fileName: string): void {
  saveFile(content, fileName, 'text/csv;charset=utf-8');
}

/** Saves text or bytes as a file of `type` through the browser's download. */
export function saveFile(content: string | ArrayBuffer, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
