export { LogisticsAccountPage } from './LogisticsAccountPage';
export { logisticsBillMessages } from './messages';
