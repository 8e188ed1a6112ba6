export { RolesPage } from './RolesPage';
export { rolesMessages } from './messages';
