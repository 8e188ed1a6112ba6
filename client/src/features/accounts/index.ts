export { AccountsPage } from './AccountsPage';
export { accountsMessages } from './messages';
