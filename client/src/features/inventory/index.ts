export { InventoryManagePage } from './InventoryManagePage';
export { InventoryManagementPage } from './InventoryManagementPage';
export { SafetyStockPage } from './SafetyStockPage';
export { WarehouseStockReportPage } from './WarehouseStockReportPage';
export { inventoryMessages } from './messages';
