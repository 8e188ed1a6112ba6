import { Badge } from '@chakra-ui/react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { stockBillsMessages, type StockBillsMessageId } from '../messages';

const COLOR: Record<string, string> = { draft: 'orange', confirmed: 'green', cancelled: 'gray' };

export function BillStatus({ status }: { status: string }) {
  const t = useFeatureText(stockBillsMessages);
  return <Badge colorPalette={COLOR[status] ?? 'gray'}>{COLOR[status] ? t(`stockBills.status.${status}` as StockBillsMessageId) : status}</Badge>;
}
