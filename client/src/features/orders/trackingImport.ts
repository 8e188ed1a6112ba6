/**
 * The tracking-number import of /orders (issue 18): an .xlsx, .csv or .txt file, column A the order
 * number, column B the tracking number, with an optional header line. The server reads the file
 * (POST api/v1/orders/trackingImport) and imports every row or none: the refused rows come back with
 * their row, column and message. The template: GET api/v1/orders/trackingImportTemplate.
 */
import { useMemo } from 'react';
import { useFeatureLang, useFeatureText } from '../../i18n/featureIntl';
import { restImport, restTemplateUrl, type ImportKind } from '../../ui/resource/ImportDialog';
import { ordersMessages } from './messages';

export function useTrackingImportKind(): ImportKind<{ imported: number }> {
  const t = useFeatureText(ordersMessages);
  const lang = useFeatureLang();
  return useMemo(
    () => ({
      title: t('orderScreen.tracking.import'),
      intro: t('orderScreen.tracking.importHint'),
      templateUrl: restTemplateUrl('orders/trackingImportTemplate', lang), // column A order number, B tracking number
      accept: '.xlsx,.csv,.txt,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv,text/plain',
      extensions: ['.xlsx', '.csv', '.txt'],
      maxBytes: 2 * 1024 * 1024,
      run: (file: File) => restImport<{ imported: number }>('orders/trackingImport', file),
      successToast: (r: { imported: number }) => t('orderScreen.tracking.importDone', { count: r.imported }),
    }),
    [t, lang],
  );
}
