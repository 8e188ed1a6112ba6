// Processing sheets as a PDF (pdfkit), one page per sheet. PDF standard fonts carry no Chinese
// glyphs: a CJK font is used when one is installed (PDF_CJK_FONT or a usual system path) and the
// sheet is printed in the caller's language; without one the labels are English and characters
// the font cannot draw are printed as '?'.
import { translate, type Lang } from '@erp/schema';
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { ComponentState } from './assemble.service';

const CJK_FONTS = [
  process.env.PDF_CJK_FONT,
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
].filter((f): f is string => !!f);

function cjkFont(): string | undefined {
  return CJK_FONTS.find((f) => existsSync(f));
}

export interface SheetPage {
  sheet: { billNo: string; quantity: number; processed: number; status: string; remark: string };
  comboSku: string;
  comboName: string;
  components: ComponentState[];
}

export async function renderAssemblePdf(lang: Lang, warehouseName: string, pages: SheetPage[], now = new Date()): Promise<Buffer> {
  const font = cjkFont();
  const printLang: Lang = font ? lang : 'en';
  const t = (id: string) => translate(printLang, id);
  // Without a CJK font only Latin-1 is drawable by the standard Helvetica.
  const text = (s: string) => (font ? s : s.replace(/[^\u0020-\u00ff]/g, '?'));
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: t('stock.pdf.title') } });
  if (font) {
    const family = font.endsWith('.ttc') ? (font.includes('Noto') ? 'NotoSansCJKsc-Regular' : font.includes('zenhei') ? 'WenQuanYi Zen Hei' : 'WenQuanYi Micro Hei') : undefined;
    doc.registerFont('cjk', font, family as string);
    doc.font('cjk');
  } else {
    doc.font('Helvetica');
  }
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

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
    doc.moveDown(2).fontSize(9).text(`${t('stock.pdf.printedAt')}: ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`, 40);
  });
  doc.end();
  return done;
}
