/**
 * The tracking-number import of /orders (issue 18): a .csv or .txt file (comma, semicolon or tab
 * separated; Excel's "Save as CSV"), one order per line: order number, tracking number, with an
 * optional header line. Read in the browser and sent as rows to importOrderTrackingNumbers, which
 * checks every row and imports all of them or none (the refused rows come back with their messages).
 */
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { useFeatureText } from '../../i18n/featureIntl';
import type { ImportKind } from '../../ui/resource/ImportDialog';
import { ordersMessages } from './messages';
import { ImportOrderTrackingNumbersDocument } from './tracking.generated';

export interface TrackingRow {
  row: number;
  orderNo: string;
  trackingNo: string;
}

/** Rows of the file: blank lines skipped; a first line naming the columns is a header. */
export function parseTrackingFile(text: string): TrackingRow[] {
  const rows: TrackingRow[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((line, i) => {
      if (!line.trim()) return;
      const cells = line.split(/[,;\t]/).map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
      if (i === 0 && /order|订单/i.test(cells[0] ?? '')) return;
      rows.push({ row: i + 1, orderNo: cells[0] ?? '', trackingNo: cells[1] ?? '' });
    });
  return rows;
}

export function useTrackingImportKind(): ImportKind<number> {
  const t = useFeatureText(ordersMessages);
  const client = useApolloClient();
  return useMemo(
    () => ({
      title: t('orderScreen.tracking.import'),
      intro: t('orderScreen.tracking.importHint'),
      accept: '.csv,.txt,text/csv,text/plain',
      extensions: ['.csv', '.txt'],
      maxBytes: 2 * 1024 * 1024,
      run: async (file: File) => {
        const rows = parseTrackingFile(await file.text());
        const { data } = await client.mutate({ mutation: ImportOrderTrackingNumbersDocument, variables: { rows } });
        const r = data?.importOrderTrackingNumbers;
        if (r?.__typename === 'MutationImportOrderTrackingNumbersSuccess') return { ok: true as const, data: r.data.imported };
        if (r?.__typename === 'TrackingImportRowsError')
          return { ok: false as const, message: t('orderScreen.tracking.importRows'), rows: r.rows.map((x) => ({ row: x.row, message: x.message })) };
        return { ok: false as const, message: r && 'message' in r ? String(r.message) : t('orderScreen.failed'), rows: [] };
      },
      successToast: (n: number) => t('orderScreen.tracking.importDone', { count: n }),
    }),
    [t, client],
  );
}
