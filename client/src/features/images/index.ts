export { ImageManagementPage } from './ImageManagementPage';
export { imagesMessages } from './messages';
