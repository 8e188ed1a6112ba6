// Location labels: one 60×40 mm page per location with a Code128 barcode of the code and the code
// as text, answered as a base64 PDF the client downloads (spec 01 §7 'Base64 PDF').
import bwipjs from 'bwip-js/node';
import { assertCan, type RequestContext } from '../../platform/context';
import { MM, newPdf } from '../../platform/pdf';
import { BusinessError, NotFoundError } from '../../platform/errors';

export const LABELS_MAX = 500;
const PAGE: [number, number] = [60 * MM, 40 * MM];

export async function locationLabelsPdf(ctx: RequestContext, ids: readonly number[]): Promise<string> {
  assertCan(ctx, 'locations');
  const unique = [...new Set(ids)];
  if (!unique.length) throw new BusinessError('inventory.tickAtLeastOne');
  if (unique.length > LABELS_MAX) throw new BusinessError('warehouse.labelsMax', { max: LABELS_MAX });
  const rows = await ctx.db.location.findMany({
    where: { id: { in: unique } },
    include: { warehouse: { select: { code: true, name: true } } },
    orderBy: [{ warehouseId: 'asc' }, { code: 'asc' }],
  });
  if (rows.length !== unique.length) throw new NotFoundError('warehouse.locationNotFound');
  const labels = await Promise.all(
    rows.map(async (l) => ({
      code: l.code,
      caption: [l.warehouse.code || l.warehouse.name, l.zone].filter(Boolean).join(' · '),
      png: await bwipjs.toBuffer({ bcid: 'code128', text: l.code, scale: 3, height: 12, includetext: false }),
    })),
  );
  return (await renderPdf(labels)).toString('base64');
}

/** One label per page with the shared PDF font (platform/pdf.ts), so Chinese zone names print. */
async function renderPdf(labels: { code: string; caption: string; png: Buffer }[]): Promise<Buffer> {
  const pdf = newPdf({ size: PAGE, margin: 0, autoFirstPage: false, info: { Title: 'Location labels' } });
  const { doc } = pdf;
  const pad = 3 * MM;
  const width = PAGE[0] - 2 * pad;
  for (const label of labels) {
    doc.addPage({ size: PAGE, margin: 0 });
    doc.image(label.png, pad, pad, { fit: [width, 20 * MM], align: 'center', valign: 'center' });
    doc.fontSize(14).text(pdf.fit(label.code), pad, 25 * MM, { width, align: 'center', lineBreak: false });
    if (label.caption) doc.fontSize(8).text(pdf.fit(label.caption), pad, 32 * MM, { width, align: 'center', lineBreak: false });
  }
  const file = await pdf.finish('');
  return Buffer.from(file.contentBase64, 'base64');
}
