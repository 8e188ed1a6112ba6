/** A base64 PDF answer opened in a new tab (the browser's viewer prints it), else saved as a file. */
import { base64ToBlob, downloadBase64Pdf } from '../warehouses/components/pdf';

export function openPdf(base64: string, filename: string): void {
  const url = URL.createObjectURL(base64ToBlob(base64));
  const win = window.open(url, '_blank');
  if (!win) downloadBase64Pdf(base64, filename);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
