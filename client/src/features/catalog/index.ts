export { ProductLibraryPage } from './ProductLibraryPage';
export { AddProductPage } from './AddProductPage';
export { SkuPicker, type PickedSku, type SkuPickerProps } from './SkuPicker';
export { catalogMessages } from './messages';
