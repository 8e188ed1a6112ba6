// TEMPORARY: placeholders until the pages are built (replace each line with the real page).
import { createElement } from 'react';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export const OutStockListPage = () => createElement(PlaceholderPage, { path: '/outStockList' });
export const OutStockAdvicePage = () => createElement(PlaceholderPage, { path: '/outStockAdvice' });
export const PurchaseSuggestProductsPage = () => createElement(PlaceholderPage, { path: '/purchaseSuggestProducts' });
export const PurchasePlanProductsPage = () => createElement(PlaceholderPage, { path: '/purchasePlanProducts' });
export const ProductsAvailableListPage = () => createElement(PlaceholderPage, { path: '/productsAvailableList' });
export { purchaseSuggestionsMessages } from './messages';
