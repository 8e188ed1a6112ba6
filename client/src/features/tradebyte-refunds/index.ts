// Screens of features/tradebyte-refunds (issue 8).
export { TradebyteRefundPage } from './TradebyteRefundPage';
export { tradebyteRefundsMessages } from './messages';
