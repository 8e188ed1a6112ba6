// GraphQL of the barcodes domain (issue 5): barcode batches and label PDFs.
import { batchCodes } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { command, commandsOn, exposeFields, rowCommandsOn } from '../../graphql/fields';
import { readList } from '../../graphql/pagination';
import { linesOf, plainInput } from '../../graphql/inputs';
import * as barcodes from './barcodes.service';
import { PdfFileRef } from './pdf.graphql';

const CodeRangeRef = builder.objectRef<{ first: string; last: string }>('BarcodeCodeRange').implement({
  fields: (t) => ({ first: t.exposeString('first'), last: t.exposeString('last') }),
});

builder.prismaObject('BarcodeBatch', {
  description: 'A batch of barcode labels with running numbers (spec 02 §3)',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', name: 'String', number: 'Int: Number of labels', type: 'String: code128 | ean13 | qrcode', prefix: 'String' }),
    codeRange: t.loadable({
      type: CodeRangeRef,
      description: 'The first and the last code of the batch',
      load: async (ids: number[], ctx) => {
        // numbering continues after earlier batches of the same type and prefix
        const rows = await ctx.db.$queryRaw<{ id: number; type: string; prefix: string; number: number; before: bigint }[]>`
          SELECT b."id", b."type", b."prefix", b."number",
            (SELECT COALESCE(sum(o."number"), 0) FROM "BarcodeBatch" o
              WHERE o."companyId" = b."companyId" AND o."type" = b."type" AND o."prefix" = b."prefix" AND o."id" < b."id") AS "before"
          FROM "BarcodeBatch" b WHERE b."companyId" = ${ctx.actor!.companyId} AND b."id" = ANY(${ids}::int[])`;
        const byId = new Map(rows.map((r) => [Number(r.id), r]));
        return ids.map((id) => {
          const r = byId.get(id);
          if (!r) return { first: '', last: '' };
          const codes = batchCodes(r, Number(r.before));
          return { first: codes[0], last: codes[codes.length - 1] };
        });
      },
      resolve: (batch) => batch.id,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const BarcodeBatchFilter = plainInput('BarcodeBatchFilter', { keyword: 'String: Part of the name or prefix', type: 'String' });
const BarcodeBatchInput = plainInput('BarcodeBatchInput', {
  name: 'String!',
  number: 'Int!: Labels in the batch, 1 to 1000',
  type: 'String: code128 (default) | ean13 | qrcode',
  prefix: 'String: Up to 20 letters, digits or dashes (EAN-13: up to 11 digits)',
});
const SkuLabelItem = plainInput('SkuLabelItem', { skuId: 'Int!', quantity: 'Int!' });
const SkuLabelsInput = plainInput('SkuLabelsInput', {
  items: linesOf(SkuLabelItem),
  type: 'String: code128 (default) | ean13 (the SKU EAN) | qrcode',
  layout: 'String: label (default, one 60 × 40 mm label per page) | a4 (24 per sheet)',
});

builder.queryFields((t) => ({
  barcodeBatches: t.prismaConnection(
    readList(
      'BarcodeBatch',
      'barcodeTool',
      BarcodeBatchFilter,
      (ctx) => ctx.db.barcodeBatch,
      barcodes.barcodeBatchWhere,
      { id: 'desc' },
      'Barcode batches, newest first',
    ),
  ),
}));

const ext = { operateModule: 'inventory' };
const barcodeCreate = command('barcode.create', ext);
const barcodeToolCommand = command('barcodeTool', ext);
const onBarcodeBatch = rowCommandsOn('BarcodeBatch');
const onPdfFile = commandsOn(PdfFileRef);
builder.mutationFields((t) => ({
  createBarcodeBatch: t.prismaField({
    ...onBarcodeBatch.byInput(barcodeCreate, BarcodeBatchInput, barcodes.createBarcodeBatch),
    description: 'A new batch; its running numbers continue after earlier batches of the same type and prefix',
  }),
  printBarcodeBatch: t.field({
    type: PdfFileRef,
    ...barcodeToolCommand,
    description: 'The labels of a batch as a PDF (base64)',
    args: { id: t.arg.int({ required: true }), layout: t.arg.string({ description: 'label (default) | a4' }) },
    resolve: (_r, { id, layout }, ctx) => barcodes.printBarcodeBatch(ctx, id, layout),
  }),
  printSkuLabels: t.field({
    ...onPdfFile.byInput(barcodeToolCommand, SkuLabelsInput, barcodes.printSkuLabels),
    description: 'Labels for chosen SKUs (their barcode, else the SKU code) as a PDF (base64)',
  }),
}));
