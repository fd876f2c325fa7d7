/** Hands `text` to the browser as a file download. */
export function downloadCsv(text: string, fileName: string): void {
  // the byte-order mark makes spreadsheet programs read the file as UTF-8 (Thai, Vietnamese, Chinese)
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
