export { SupplierPage } from './SupplierPage';
export { SupplierDetailsPage } from './SupplierDetailsPage';
export { SupplyRelationshipPage } from './SupplyRelationshipPage';
export { SupplyRelationshipDetailsPage } from './SupplyRelationshipDetailsPage';
export { SupplyProDetailsPage } from './SupplyProDetailsPage';
export { SupplierSelect, type SupplierSelectProps } from './SupplierSelect';
export { useSupplierOptions, type SupplierOption } from './hooks';
export { suppliersMessages } from './messages';
