export { OverseasWarehouseAuthPage } from './OverseasWarehouseAuthPage';
export { OverseasLogisticsPage } from './OverseasLogisticsPage';
export { overseasMessages } from './messages';
