export { InventoryCountPage } from './InventoryCountPage';
export { inventoryCountMessages } from './messages';
