/**
 * Runs a print command (sent with `{ quiet: true }`: a failure is shown here) and downloads its PDF
 * (spec 01 §7: base64 PDFs are saved on the client).
 */
import { useCallback, useState } from 'react';
import { toastSuccess } from '../../ui';
import { downloadPdf, type PdfAnswer } from '../barcodes/pdf';
import { useFeatureText } from '../../i18n/featureIntl';
import { showFailure, type Outcome } from '../../ui/resource';
import { pickingMessages } from './messages';

export function usePrint() {
  const t = useFeatureText(pickingMessages);
  const [busy, setBusy] = useState<number | null>(null);
  const print = useCallback(
    async (key: number, run: () => Promise<Outcome<PdfAnswer>>): Promise<boolean> => {
      setBusy(key);
      try {
        const outcome = await run();
        if (!outcome.ok) {
          showFailure(outcome, t('pickingPage.pdf.failed'));
          return false;
        }
        downloadPdf(outcome.data);
        toastSuccess(t('pickingPage.pdf.downloaded', { filename: outcome.data.filename, pages: outcome.data.pages }));
        return true;
      } finally {
        setBusy(null);
      }
    },
    [t],
  );
  return { print, busy };
}
