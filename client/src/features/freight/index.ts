export { ShippingTemplatesPage } from './ShippingTemplatesPage';
export { ShippingPartitionRulesPage } from './ShippingPartitionRulesPage';
export { ShippingPriceCardsPage } from './ShippingPriceCardsPage';
export { LogisticsTablePage } from './LogisticsTablePage';
export { freightMessages } from './messages';
