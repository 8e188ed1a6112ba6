/** Texts of the tradebyte-refunds screens (ids `tradebyteRefundPage.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export type TradebyteRefundsMessageId = keyof typeof entries;
export const tradebyteRefundsMessages = splitEntries(entries);
