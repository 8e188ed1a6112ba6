export { FbaStockPage, FbkStockPage, FbeStockPage } from './FulfilmentStockPage';
export { FbaRestockSuggestPage } from './FbaRestockSuggestPage';
export { fulfilmentStockMessages } from './messages';
