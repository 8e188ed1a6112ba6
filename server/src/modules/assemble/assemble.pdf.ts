// Processing sheets as a PDF, one page per sheet, with the shared PDF font (platform/pdf.ts):
// printed in the caller's language when a CJK font is installed, else in English.
import { translate, type Lang } from '@erp/schema';
import { newPdf, pdfLang } from '../../platform/pdf';
import type { ComponentState } from './assemble.service';

export interface SheetPage {
  sheet: { billNo: string; quantity: number; processed: number; status: string; remark: string };
  comboSku: string;
  comboName: string;
  components: ComponentState[];
}

export async function renderAssemblePdf(lang: Lang, warehouseName: string, pages: SheetPage[], now = new Date()): Promise<Buffer> {
  const printLang = pdfLang(lang);
  const t = (id: string) => translate(printLang, id);
  const pdf = newPdf({ size: 'A4', margin: 40, info: { Title: t('stock.pdf.title') } });
  const { doc } = pdf;
  const text = pdf.fit;

  pages.forEach((p, i) => {
    if (i > 0) doc.addPage();
    doc.fontSize(18).text(`${t('stock.pdf.title')} ${p.sheet.billNo}`);
    doc.moveDown(0.5).fontSize(11);
    const status = translate(printLang, `stock.assembleStatus.${p.sheet.status}`);
    doc.text(`${t('stock.pdf.warehouse')}: ${text(warehouseName)}`);
    doc.text(`${t('stock.pdf.combo')}: ${text(p.comboSku)}  ${text(p.comboName)}`);
    doc.text(`${t('stock.pdf.quantity')}: ${p.sheet.quantity}    ${t('stock.pdf.status')}: ${status}`);
    doc.text(`${t('stock.pdf.remark')}: ${text(p.sheet.remark)}`);
    doc.moveDown();
    const cols = [40, 200, 330, 410, 490];
    const header = [t('stock.pdf.component'), '', t('stock.pdf.perUnit'), t('stock.pdf.required'), t('stock.pdf.occupied')];
    let y = doc.y;
    header.forEach((h, c) => h && doc.text(h, cols[c], y, { width: 120 }));
    y = doc.y + 4;
    doc.moveTo(40, y).lineTo(555, y).stroke();
    for (const c of p.components) {
      y += 6;
      doc.text(text(c.sku), cols[0], y, { width: 150 });
      doc.text(text(c.productName), cols[1], y, { width: 125, height: 14, ellipsis: true });
      doc.text(String(c.perUnit), cols[2], y);
      doc.text(String(c.required), cols[3], y);
      doc.text(String(c.occupied), cols[4], y);
      y = doc.y;
    }
    doc
      .moveDown(2)
      .fontSize(9)
      .text(`${t('stock.pdf.printedAt')}: ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`, 40);
  });
  const file = await pdf.finish('');
  return Buffer.from(file.contentBase64, 'base64');
}
