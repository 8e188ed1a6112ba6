// The listing engine's shared rules (issue 19): lifecycle, marketplace definitions, validation.
export * from './states';
export * from './definition';
export * from './definitions';
export * from './problems';
export { SHOPEE_LEAD_TIME } from './marketplaces/shopee';
export { GENERIC_SITES } from './marketplaces/generic';
export * from './stock-push';
export * from './pricing';
