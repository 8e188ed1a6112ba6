export { ChangePasswordPage, UserPage } from './UserPage';
export { userMessages } from './messages';
