export { PricingTemplatesPage } from './PricingTemplatesPage';
export { pricingTemplatesMessages } from './messages';
