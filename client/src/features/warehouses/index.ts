export { WarehousesPage } from './WarehousesPage';
export { LocationsPage } from './LocationsPage';
export { WarehouseSelect } from './WarehouseSelect';
export { LocationSelect } from './LocationSelect';
export { warehousesMessages } from './messages';
