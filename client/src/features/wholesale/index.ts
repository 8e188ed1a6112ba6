// TEMPORARY: placeholders until the pages are built (replace each line with the real page).
import { createElement } from 'react';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export const AlibabaPairingListPage = () => createElement(PlaceholderPage, { path: '/alibabaPairingList' });
export const AllibabaPairPage = () => createElement(PlaceholderPage, { path: '/allibabaPair' });
export { wholesaleMessages } from './messages';
