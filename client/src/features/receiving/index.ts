// TEMPORARY: placeholders until the pages are built (replace each line with the real page).
import { createElement } from 'react';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export const SignInWarehousePage = () => createElement(PlaceholderPage, { path: '/signInWarehouse' });
export const SigningPackagePage = () => createElement(PlaceholderPage, { path: '/signingPackage' });
export const QcManagePage = () => createElement(PlaceholderPage, { path: '/qcManage' });
export const UnusualReceiptPage = () => createElement(PlaceholderPage, { path: '/unusualReceipt' });
export const UniteSignPage = () => createElement(PlaceholderPage, { path: '/uniteSign' });
export { receivingMessages } from './messages';
