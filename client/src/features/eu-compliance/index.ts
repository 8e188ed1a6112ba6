export { RegulatoryTemplatesPage } from './RegulatoryTemplatesPage';
export { ProductEuPairDetailPage, ProductEuPairPage } from './ProductEuPairPage';
export { euComplianceMessages } from './messages';
