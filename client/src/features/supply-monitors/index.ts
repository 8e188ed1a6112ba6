export { GigacloudStockMonitorPage, VidaxlProductMonitorPage, SellMonitorPage } from './MonitorPages';
export { SupplyShopsPage } from './SupplyShopsPage';
export { supplyMonitorsMessages } from './messages';
