export { FbaCargoManagementPage } from './FbaCargoManagementPage';
export { FbaManualRestockPage } from './FbaManualRestockPage';
export { fbaMessages } from './messages';
