// TEMPORARY: placeholders until the pages are built (replace each line with the real page).
import { createElement } from 'react';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export const SupplierPage = () => createElement(PlaceholderPage, { path: '/supplier' });
export const SupplierDetailsPage = () => createElement(PlaceholderPage, { path: '/supplierDetails' });
export const SupplyRelationshipPage = () => createElement(PlaceholderPage, { path: '/supplyRelationship' });
export const SupplyRelationshipDetailsPage = () => createElement(PlaceholderPage, { path: '/supplyRelationshipDetails' });
export const SupplyProDetailsPage = () => createElement(PlaceholderPage, { path: '/supplyProDetails' });
export { suppliersMessages } from './messages';
