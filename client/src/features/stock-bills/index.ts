export { InboundOrderPage, OutboundOrderPage } from './StockBillsPage';
export { LedgerPage } from './LedgerPage';
export { StockLocksPage } from './StockLocksPage';
export { stockBillsMessages } from './messages';
