export { ApiClientsPage } from './ApiClientsPage';
export { apiClientsMessages } from './messages';
