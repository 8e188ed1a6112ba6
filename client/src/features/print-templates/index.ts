export { PrintTemplatesPage } from './PrintTemplatesPage';
export { PrintTemplateDesignerPage } from './PrintTemplateDesignerPage';
export { PrintPage } from './PrintPage';
export { printTemplatesMessages } from './messages';
