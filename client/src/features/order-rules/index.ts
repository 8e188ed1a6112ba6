export { LogisticsRulesPage } from './LogisticsRulesPage';
export { GiftRulesPage } from './GiftRulesPage';
export { ShippingBlacklistPage } from './ShippingBlacklistPage';
export { orderRulesMessages } from './messages';
