/**
 * PDFs the server answers as base64 (spec 01 §7 "Base64 PDF … downloaded on the client"): barcode
 * labels, count lists. `usePdfDownload()`'s `download(run)` runs a print command (given the
 * feedback to use), saves the file and says so.
 */
import { useCallback, useState } from 'react';
import { toastSuccess } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import type { Feedback, Outcome } from '../../ui/resource';
import { saveBlob } from '../tasks/download';
import { barcodesMessages } from './messages';

export interface PdfAnswer {
  filename: string;
  contentBase64: string;
  pages: number;
}

export function base64ToBlob(base64: string, type = 'application/pdf'): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

export function downloadPdf(file: PdfAnswer): void {
  saveBlob(base64ToBlob(file.contentBase64), file.filename);
}

/** Runs a print command and downloads its PDF; the command shows a failure. Resolves true on success. */
export function usePdfDownload() {
  const t = useFeatureText(barcodesMessages);
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (run: (feedback: Feedback) => Promise<Outcome<PdfAnswer>>): Promise<boolean> => {
      setBusy(true);
      try {
        const outcome = await run({ failure: t('barcodes.pdf.failed') });
        if (!outcome.ok) return false;
        downloadPdf(outcome.data);
        toastSuccess(t('barcodes.pdf.downloaded', { filename: outcome.data.filename, pages: outcome.data.pages }));
        return true;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { download, busy };
}
