// Address templates, print templates and export templates (issue 18 C; spec 02 §2 /addressTemplate,
// /printTemplates, /printTemplate, /print, /exportTemplate; §5 'Logistics': "Address: phone only
// digits, plus, minus, space"). Shared by the server (checks) and the client (forms, designer).
import { z } from 'zod';
import { PHONE_PATTERN } from './identity';
import { printTableProps, tableProblems } from './print-table';

export * from './print-table';

const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');
const positiveId = z.number({ error: 'validation.positiveId' }).int({ error: 'validation.positiveId' }).positive({ error: 'validation.positiveId' });

// ---- address templates ------------------------------------------------------------------------

export const ADDRESS_KINDS = ['sender', 'return'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export const addressTemplateInput = z.object({
  warehouseId: positiveId,
  kind: z.enum(ADDRESS_KINDS, { error: 'address.kindInvalid' }).default('sender'),
  name: requiredText(50),
  company: optionalText(100),
  country: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'address.countryCode' }),
  state: optionalText(100),
  city: requiredText(100),
  street: requiredText(300),
  postalCode: z
    .string()
    .trim()
    .max(20, { error: 'validation.tooLong' })
    .regex(/^[A-Za-z0-9 -]*$/, { error: 'address.postalCode' })
    .default(''),
  /** spec 02 §5: digits, plus, minus and spaces only */
  phone: z.string().trim().max(30, { error: 'validation.tooLong' }).regex(PHONE_PATTERN, { error: 'validation.phone' }).default(''),
  email: z.union([z.literal(''), z.email({ error: 'validation.email' }).max(120, { error: 'validation.tooLong' })]).default(''),
  isDefault: z.boolean().default(false),
});
export type AddressTemplateInput = z.output<typeof addressTemplateInput>;

// ---- print templates --------------------------------------------------------------------------

export const PRINT_TEMPLATE_KINDS = ['label', 'packingSlip', 'invoice', 'pickList', 'boxMark'] as const;
export type PrintTemplateKind = (typeof PRINT_TEMPLATE_KINDS)[number];

/** Page sizes offered by the designer (mm); any size from 20 to 420 mm is accepted. */
export const PRINT_PAGE_SIZES: Record<string, { width: number; height: number }> = {
  '100x100': { width: 100, height: 100 },
  '100x150': { width: 100, height: 150 },
  '60x40': { width: 60, height: 40 },
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
};
export const PRINT_PAGE_MIN_MM = 20;
export const PRINT_PAGE_MAX_MM = 420;
export const PRINT_ELEMENTS_MAX = 100;
/** A placed image is at most this many characters of data URL (about 150 KB of PNG/JPEG). */
export const PRINT_IMAGE_MAX_CHARS = 200_000;

/** Order fields a template may show (placeholders `{orderNo}` in texts, or a field element). */
export const PRINT_FIELDS = [
  'orderNo',
  'platformOrderNo',
  'trackingNo',
  'channelName',
  'shopName',
  'warehouseName',
  'buyerName',
  'buyerPhone',
  'buyerEmail',
  'country',
  'state',
  'city',
  'postcode',
  'address1',
  'address2',
  'fullAddress',
  'weight',
  'itemCount',
  'items',
  'totalAmount',
  'currency',
  'orderedAt',
  'buyerNote',
  'sellerNote',
  'senderName',
  'senderPhone',
  'senderAddress',
  'printedAt',
  // a pick list's own values (empty on an order's page); the page numbers on every page
  'pickNo',
  'orderCount',
  'pageNo',
  'pageCount',
] as const;
export type PrintField = (typeof PRINT_FIELDS)[number];

const mm = z.number({ error: 'print.element.number' }).min(0, { error: 'print.element.number' }).max(PRINT_PAGE_MAX_MM, { error: 'print.element.number' });
const field = z.enum(PRINT_FIELDS, { error: 'print.element.unknownField' });
const box = { x: mm, y: mm, w: mm, h: mm };
const fontSize = z
  .number({ error: 'print.element.fontSize' })
  .min(4, { error: 'print.element.fontSize' })
  .max(72, { error: 'print.element.fontSize' })
  .default(10);

export const printElement = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text'), ...box, text: requiredText(500), fontSize, bold: z.boolean().default(false) }),
    z.object({ type: z.literal('field'), ...box, field, label: z.boolean().default(false), fontSize, bold: z.boolean().default(false) }),
    z.object({ type: z.literal('barcode'), ...box, field, showText: z.boolean().default(true) }),
    z.object({ type: z.literal('qr'), ...box, field }),
    z.object({
      type: z.literal('image'),
      ...box,
      src: z
        .string({ error: 'print.element.image' })
        .max(PRINT_IMAGE_MAX_CHARS, { error: 'print.element.imageTooBig' })
        .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, { error: 'print.element.image' }),
    }),
    z.object({ type: z.literal('line'), ...box, thickness: z.number().min(0.1).max(5).default(0.3) }),
    z.object({ type: z.literal('box'), ...box, thickness: z.number().min(0.1).max(5).default(0.3) }),
    z.object({ type: z.literal('table'), ...box, ...printTableProps }),
  ],
  { error: 'print.element.type' },
);
export type PrintElement = z.output<typeof printElement>;

export const printLayout = z
  .object(
    {
      page: z.object(
        {
          width: z
            .number({ error: 'print.page.size' })
            .min(PRINT_PAGE_MIN_MM, { error: 'print.page.size' })
            .max(PRINT_PAGE_MAX_MM, { error: 'print.page.size' }),
          height: z
            .number({ error: 'print.page.size' })
            .min(PRINT_PAGE_MIN_MM, { error: 'print.page.size' })
            .max(PRINT_PAGE_MAX_MM, { error: 'print.page.size' }),
        },
        { error: 'print.page.size' },
      ),
      elements: z.array(printElement, { error: 'print.layout.invalid' }).max(PRINT_ELEMENTS_MAX, { error: 'print.layout.tooMany' }),
    },
    { error: 'print.layout.invalid' },
  )
  .superRefine((layout, c) => {
    layout.elements.forEach((e, i) => {
      if (e.x + e.w > layout.page.width + 0.01 || e.y + e.h > layout.page.height + 0.01)
        c.addIssue({ code: 'custom', path: ['elements', i, 'x'], message: 'print.element.outside' });
      if (e.type !== 'line' && (e.w <= 0 || e.h <= 0)) c.addIssue({ code: 'custom', path: ['elements', i, 'w'], message: 'print.element.empty' });
      if (e.type === 'table') for (const [at, message] of tableProblems(e)) c.addIssue({ code: 'custom', path: ['elements', i, at], message });
    });
    // one table per layout: its lines decide the pages
    const second = layout.elements.findIndex((e, i) => e.type === 'table' && layout.elements.findIndex((f) => f.type === 'table') < i);
    if (second >= 0) c.addIssue({ code: 'custom', path: ['elements', second, 'type'], message: 'print.layout.invalid' });
  });
export type PrintLayout = z.output<typeof printLayout>;
export type PrintTable = Extract<PrintElement, { type: 'table' }>;

/** The layout's table, if it has one. */
export function layoutTable(layout: PrintLayout): PrintTable | undefined {
  return layout.elements.find((e): e is PrintTable => e.type === 'table');
}

export const printTemplateInput = z.object({
  kind: z.enum(PRINT_TEMPLATE_KINDS, { error: 'print.kind.invalid' }),
  name: requiredText(50),
  layout: printLayout,
});
export type PrintTemplateInput = z.output<typeof printTemplateInput>;

export const PRINT_ORDERS_MAX = 1000;
export const printOrdersInput = z.object({
  templateId: positiveId,
  orderIds: z
    .array(positiveId, { error: 'validation.integerIds' })
    .min(1, { error: 'print.orders.none' })
    .max(PRINT_ORDERS_MAX, { error: 'print.orders.tooMany' }),
});

/** Placeholders `{field}` in a text element, filled from an order's values (unknown names stay as typed). */
export function fillPlaceholders(text: string, values: Partial<Record<PrintField, string>>): string {
  return text.replace(/\{(\w+)\}/g, (all, key: string) => ((PRINT_FIELDS as readonly string[]).includes(key) ? (values[key as PrintField] ?? '') : all));
}

/** The layout every company starts with for each kind. */
export function defaultPrintLayout(kind: PrintTemplateKind): PrintLayout {
  const t = (x: number, y: number, w: number, h: number, text: string, fontSize = 9, bold = false): PrintElement => ({
    type: 'text',
    x,
    y,
    w,
    h,
    text,
    fontSize,
    bold,
  });
  const f = (x: number, y: number, w: number, h: number, name: PrintField, fontSize = 9, label = false, bold = false): PrintElement => ({
    type: 'field',
    x,
    y,
    w,
    h,
    field: name,
    label,
    fontSize,
    bold,
  });
  switch (kind) {
    case 'label':
      return {
        page: { width: 100, height: 150 },
        elements: [
          f(5, 5, 60, 6, 'channelName', 11, false, true),
          f(5, 12, 90, 5, 'orderNo', 8, true),
          { type: 'barcode', x: 5, y: 19, w: 90, h: 22, field: 'trackingNo', showText: true },
          { type: 'line', x: 5, y: 45, w: 90, h: 0, thickness: 0.4 },
          t(5, 47, 20, 5, 'To:', 9, true),
          f(5, 53, 90, 6, 'buyerName', 11, false, true),
          f(5, 60, 90, 16, 'fullAddress', 9),
          f(5, 77, 90, 5, 'buyerPhone', 9, true),
          { type: 'line', x: 5, y: 84, w: 90, h: 0, thickness: 0.4 },
          t(5, 86, 20, 5, 'From:', 8, true),
          f(5, 91, 90, 5, 'senderName', 8),
          f(5, 96, 90, 10, 'senderAddress', 8),
          f(5, 107, 90, 5, 'senderPhone', 8),
          // the items box stops short of the QR code (x 78–95, y 128–145)
          { type: 'box', x: 5, y: 114, w: 70, h: 20, thickness: 0.3 },
          f(7, 116, 66, 16, 'items', 7),
          f(5, 137, 45, 5, 'weight', 8, true),
          { type: 'qr', x: 78, y: 128, w: 17, h: 17, field: 'orderNo' },
        ],
      };
    case 'boxMark':
      return {
        page: { width: 100, height: 100 },
        elements: [
          f(5, 5, 90, 8, 'orderNo', 14, false, true),
          { type: 'barcode', x: 5, y: 16, w: 90, h: 25, field: 'orderNo', showText: true },
          f(5, 46, 90, 6, 'shopName', 10, true),
          f(5, 53, 90, 6, 'country', 10, true),
          f(5, 60, 90, 6, 'itemCount', 10, true),
          f(5, 67, 90, 6, 'weight', 10, true),
          { type: 'box', x: 3, y: 3, w: 94, h: 94, thickness: 0.5 },
        ],
      };
    case 'pickList':
      // the fixed pick list printed before templates: title, the list's facts, its SKU lines
      // sorted by location with the orders holding them, page numbers
      return {
        page: { width: 210, height: 297 },
        elements: [
          t(12.5, 12, 125, 9, 'Pick list / 拣货单 {pickNo}', 16, true),
          { type: 'barcode', x: 142.5, y: 10, w: 55, h: 15, field: 'pickNo', showText: true },
          t(12.5, 27, 90, 5, 'Warehouse / 仓库: {warehouseName}', 9),
          t(105, 27, 92.5, 5, 'Printed at / 打印时间: {printedAt} UTC', 9),
          t(12.5, 33, 90, 5, 'Orders / 订单数: {orderCount}', 9),
          t(105, 33, 92.5, 5, 'Pieces / 件数: {itemCount}', 9),
          {
            type: 'table',
            x: 12.5,
            y: 41,
            w: 185,
            h: 236,
            rowHeight: 6.5,
            headerRow: true,
            borders: true,
            fontSize: 9,
            columns: [
              { field: 'lineNo', header: '#', width: 10, align: 'left' },
              { field: 'location', header: 'Location / 库位', width: 34, align: 'left' },
              { field: 'sku', header: 'SKU', width: 34, align: 'left' },
              { field: 'productName', header: 'Product / 商品名称', width: 55, align: 'left' },
              { field: 'quantity', header: 'Qty / 数量', width: 16, align: 'right' },
              { field: 'orderNo', header: 'Orders / 订单', width: 36, align: 'left' },
            ],
          },
          t(80, 283, 50, 5, '{pageNo} / {pageCount}', 8),
        ],
      };
    case 'packingSlip':
    case 'invoice':
      return {
        page: { width: 210, height: 297 },
        elements: [
          t(15, 12, 120, 10, kind === 'invoice' ? 'Invoice / 发票' : 'Packing slip / 装箱单', 16, true),
          { type: 'qr', x: 170, y: 10, w: 25, h: 25, field: 'orderNo' },
          f(15, 28, 100, 6, 'orderNo', 10, true),
          f(15, 35, 100, 6, 'platformOrderNo', 10, true),
          f(15, 42, 100, 6, 'orderedAt', 10, true),
          f(15, 49, 100, 6, 'shopName', 10, true),
          t(15, 60, 80, 6, 'Ship to / 收件人', 10, true),
          f(15, 67, 90, 6, 'buyerName', 10),
          f(15, 74, 90, 20, 'fullAddress', 10),
          t(110, 60, 80, 6, 'From / 发件人', 10, true),
          f(110, 67, 85, 6, 'senderName', 10),
          f(110, 74, 85, 20, 'senderAddress', 10),
          { type: 'line', x: 15, y: 98, w: 180, h: 0, thickness: 0.4 },
          f(15, 101, 180, 150, 'items', 10),
          { type: 'line', x: 15, y: 255, w: 180, h: 0, thickness: 0.4 },
          f(110, 258, 85, 6, 'totalAmount', 11, true, true),
          f(15, 280, 100, 5, 'printedAt', 8, true),
        ],
      };
  }
}

// ---- export templates -------------------------------------------------------------------------

/** Columns of the orders export a template may choose (the header of each is message `exportColumn.<key>`). */
export const ORDER_EXPORT_COLUMNS = [
  'orderNo',
  'platformOrderNo',
  'shopName',
  'status',
  'buyerName',
  'buyerEmail',
  'buyerPhone',
  'country',
  'state',
  'city',
  'postcode',
  'address1',
  'address2',
  'currency',
  'itemsTotal',
  'shippingFee',
  'discount',
  'totalAmount',
  'orderedAt',
  'paidAt',
  'shippedAt',
  'warehouseName',
  'channelName',
  'trackingNo',
  'weight',
  'skus',
  'itemCount',
  'buyerNote',
  'sellerNote',
] as const;
export type OrderExportColumn = (typeof ORDER_EXPORT_COLUMNS)[number];

export const exportTemplateInput = z.object({
  name: requiredText(50),
  columns: z
    .array(z.enum(ORDER_EXPORT_COLUMNS, { error: 'exportTemplate.unknownColumn' }), { error: 'exportTemplate.noColumns' })
    .min(1, { error: 'exportTemplate.noColumns' })
    .refine((cols) => new Set(cols).size === cols.length, { error: 'exportTemplate.duplicateColumn' }),
});
export type ExportTemplateInput = z.output<typeof exportTemplateInput>;
