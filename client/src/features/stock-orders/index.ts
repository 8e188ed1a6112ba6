export { StockOrdersPage } from './StockOrdersPage';
export { stockOrdersMessages } from './messages';
