/** Base64 PDF answers (spec 01 §7 'Base64 PDF … downloaded on the client') saved as a file. */
import { saveBlob } from '../../tasks/download';

export function base64ToBlob(base64: string, type = 'application/pdf'): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

export function downloadBase64Pdf(base64: string, filename: string): void {
  saveBlob(base64ToBlob(base64), filename);
}
