export { AlibabaPairingListPage } from './AlibabaPairingListPage';
export { AllibabaPairPage } from './AllibabaPairPage';
export { wholesaleMessages } from './messages';
