export { ExportTemplatesPage } from './ExportTemplatesPage';
export { ExportWithTemplateButton } from './ExportWithTemplateButton';
export { exportTemplatesMessages } from './messages';
