export { OutStockAdvicePage, OutStockListPage } from './OutStockPages';
export { PurchaseSuggestProductsPage } from './PurchaseSuggestProductsPage';
export { PurchasePlanProductsPage } from './PurchasePlanProductsPage';
export { ProductsAvailableListPage } from './ProductsAvailableListPage';
export { purchaseSuggestionsMessages } from './messages';
