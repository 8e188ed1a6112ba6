export { BarcodeToolPage } from './BarcodeToolPage';
export { barcodesMessages } from './messages';
export { downloadPdf, usePdfDownload, type PdfAnswer } from './pdf';
