export { WatermarkManagePage } from './WatermarkManagePage';
export { ImageToolsButton } from './components/ImageToolsDialog';
export { imageToolsMessages } from './messages';
