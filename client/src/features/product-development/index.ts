export { ProductDevPage } from './ProductDevPage';
export { DevelopmentProcessSettingPage } from './DevelopmentProcessSettingPage';
export { productDevMessages } from './messages';
