export { ShopsPage } from './ShopsPage';
export { ShopsConfigPage } from './ShopsConfigPage';
export { shopsMessages } from './messages';
