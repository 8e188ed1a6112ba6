export { OverseasWarehouseAuthPage } from './OverseasWarehouseAuthPage';
export { OverseasLogisticsPage } from './OverseasLogisticsPage';
export { OverseasInventoryPage } from './OverseasInventoryPage';
export { OverseasInventoryDetailsPage } from './OverseasInventoryDetailsPage';
export { overseasMessages } from './messages';
