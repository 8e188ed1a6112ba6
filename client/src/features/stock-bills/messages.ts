/** Texts of /inboundOrder, /outboundOrder, /inOutWarehouse and /stockLockManage (ids `stockBills.*`, `ledger.*`, `stockLocks.*`). */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const stockBillsMessages = splitEntries(entries);
export type StockBillsMessageId = keyof typeof entries;
