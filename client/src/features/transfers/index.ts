export { TransferOrdersPage } from './TransferOrdersPage';
export { transfersMessages } from './messages';
