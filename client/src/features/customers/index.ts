export { CustomersPage } from './CustomersPage';
export { customersMessages } from './messages';
