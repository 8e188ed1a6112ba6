export { ProductLibraryPage } from './ProductLibraryPage';
export { AddProductPage } from './AddProductPage';
export { catalogMessages } from './messages';
