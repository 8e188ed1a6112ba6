// Excel import of the product library: POST api/v1/catalog/import (multipart, field `file`, an
// .xlsx) and its template at GET api/v1/catalog/importTemplate. One row per SKU; rows with the same
// SPU form one product whose product columns come from its first row. Every product is checked
// with the same rules as the form (productInput, then against the database); the whole file is
// imported in one transaction, or nothing is and every problem comes back with its row and column.
import { PRODUCT_IMPORT_MAX_ROWS, codeKey, parseLang, translate, type Lang } from '@erp/schema';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Platform, RequestContext } from '../../platform/context';
import { assertCan, requireActor } from '../../platform/context';
import { cellText } from '../../platform/cell-text';
import { RowsError, ValidationError, type RowError } from '../../platform/errors';
import { requestLang } from '../../rest/router';
import { readFileBuffer, type MultipartRoute } from '../storage/storage.rest';
import { checkAgainstDatabase, parseProduct, productData as productDataOf, writeComponents, writeSkus } from './catalog.service';

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

type Level = 'product' | 'sku';
interface Column {
  key: string;
  headerId: string;
  level: Level;
  required?: boolean;
  /** Example value of the template row. */
  example: string;
  width?: number;
}

/** The template's columns, in order. Export writes the same columns, so an export can be imported elsewhere. */
export const IMPORT_COLUMNS: Column[] = [
  { key: 'spu', headerId: 'catalog.col.spu', level: 'product', required: true, example: 'TSHIRT-001' },
  { key: 'name', headerId: 'catalog.col.name', level: 'product', required: true, example: 'Cotton T-shirt', width: 30 },
  { key: 'nameEn', headerId: 'catalog.col.nameEn', level: 'product', example: 'Cotton T-shirt', width: 30 },
  { key: 'category', headerId: 'catalog.col.category', level: 'product', example: 'Clothing' },
  { key: 'platforms', headerId: 'catalog.col.platforms', level: 'product', example: '1,2' },
  { key: 'mainImage', headerId: 'catalog.col.mainImage', level: 'product', example: 'https://example.com/main.jpg', width: 30 },
  { key: 'images', headerId: 'catalog.col.images', level: 'product', example: '', width: 30 },
  { key: 'weight', headerId: 'catalog.col.weight', level: 'product', example: '200' },
  { key: 'length', headerId: 'catalog.col.length', level: 'product', example: '30' },
  { key: 'width', headerId: 'catalog.col.width', level: 'product', example: '20' },
  { key: 'height', headerId: 'catalog.col.height', level: 'product', example: '2' },
  { key: 'declareNameZh', headerId: 'catalog.col.declareNameZh', level: 'product', example: 'T恤' },
  { key: 'declareNameEn', headerId: 'catalog.col.declareNameEn', level: 'product', example: 'T-shirt' },
  { key: 'declareValue', headerId: 'catalog.col.declareValue', level: 'product', example: '5' },
  { key: 'hsCode', headerId: 'catalog.col.hsCode', level: 'product', example: '610910' },
  {
    key: 'supplierLinks',
    headerId: 'catalog.col.supplierLinks',
    level: 'product',
    example: 'https://supplier.example/1|https://supplier.example/2',
    width: 40,
  },
  { key: 'remark', headerId: 'catalog.col.remark', level: 'product', example: '' },
  { key: 'specifications', headerId: 'catalog.col.specifications', level: 'product', example: 'Colour;Size' },
  { key: 'sku', headerId: 'catalog.col.sku', level: 'sku', required: true, example: 'TSHIRT-001-RED-M', width: 24 },
  { key: 'options', headerId: 'catalog.col.options', level: 'sku', example: 'Red;M' },
  { key: 'ean', headerId: 'catalog.col.ean', level: 'sku', example: '' },
  { key: 'barcode', headerId: 'catalog.col.barcode', level: 'sku', example: '' },
  { key: 'price', headerId: 'catalog.col.price', level: 'sku', example: '9.90' },
  { key: 'purchasePrice', headerId: 'catalog.col.purchasePrice', level: 'sku', example: '3.50' },
  { key: 'skuWeight', headerId: 'catalog.col.skuWeight', level: 'sku', example: '200' },
  { key: 'skuImage', headerId: 'catalog.col.skuImage', level: 'sku', example: '' },
  { key: 'components', headerId: 'catalog.col.components', level: 'sku', example: '' },
];
const PRODUCT_KEYS = IMPORT_COLUMNS.filter((c) => c.level === 'product').map((c) => c.key);
/** productInput field → column key, where they differ. */
const SKU_FIELD_COLUMN: Record<string, string> = { weight: 'skuWeight', image: 'skuImage' };

export type { RowError };

/** The whole file was refused: each problem with its row and column; nothing was imported. */
export class ImportRowsError extends RowsError {
  constructor(rows: RowError[]) {
    super('catalog.import.rowsFailed', rows);
  }
}

// ---- reading ---------------------------------------------------------------------------------

interface SheetRow {
  row: number;
  values: Record<string, string>;
}

/** Header texts in both languages → column key, so a template in either language reads. */
function headerKeys(): Map<string, string> {
  const map = new Map<string, string>();
  for (const c of IMPORT_COLUMNS) for (const lang of ['zh', 'en'] as Lang[]) map.set(translate(lang, c.headerId).trim().toLowerCase(), c.key);
  for (const c of IMPORT_COLUMNS) map.set(c.key.toLowerCase(), c.key);
  return map;
}

export async function readSheet(buffer: Buffer): Promise<SheetRow[]> {
  if (buffer.length < 4 || buffer.readUInt32BE(0) !== 0x504b0304) throw ValidationError.field('file', 'catalog.import.notXlsx');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw ValidationError.field('file', 'catalog.import.notXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw ValidationError.field('file', 'catalog.import.empty');
  const known = headerKeys();
  const columns = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = known.get(cellText(cell.value).toLowerCase());
    if (key) columns.set(col, key);
  });
  for (const c of IMPORT_COLUMNS.filter((c) => c.required)) {
    if (![...columns.values()].includes(c.key)) throw ValidationError.field('file', 'catalog.import.missingColumn', { column: c.headerId });
  }
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const values: Record<string, string> = {};
    for (const [col, key] of columns) values[key] = cellText(row.getCell(col).value);
    if (Object.values(values).some((v) => v !== '')) rows.push({ row: number, values });
  });
  if (!rows.length) throw ValidationError.field('file', 'catalog.import.empty');
  if (rows.length > PRODUCT_IMPORT_MAX_ROWS) throw ValidationError.field('file', 'catalog.import.tooManyRows', { max: PRODUCT_IMPORT_MAX_ROWS });
  return rows;
}

// ---- rows → product inputs -------------------------------------------------------------------

const list = (text: string, sep: RegExp) =>
  text
    .split(sep)
    .map((s) => s.trim())
    .filter(Boolean);
const int = (text: string) => (text === '' ? undefined : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

interface Group {
  spu: string;
  rows: SheetRow[];
  raw: Record<string, unknown>;
}

/** One product per SPU: the product columns of its first row, one SKU per row. */
function toGroups(rows: SheetRow[], errors: RowError[], lang: Lang): Group[] {
  const groups = new Map<string, Group>();
  for (const r of rows) {
    const spu = r.values.spu ?? '';
    const key = codeKey(spu) || `#row${r.row}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { spu, rows: [], raw: {} }));
    else {
      // a later row of the product that names a product value must agree with the first row
      for (const k of PRODUCT_KEYS) {
        const first = g.rows[0].values[k] ?? '';
        const here = r.values[k] ?? '';
        if (here && here !== first) errors.push(rowError(lang, r.row, k, 'catalog.import.spuDisagrees', { spu, column: columnOf(k).headerId }));
      }
    }
    g.rows.push(r);
  }
  for (const g of groups.values()) {
    const p = g.rows[0].values;
    const specNames = list(p.specifications ?? '', /[;；]/);
    const skuRows = g.rows.map((r) => {
      const v = r.values;
      const options = list(v.options ?? '', /[;；]/);
      return {
        sku: v.sku ?? '',
        ean: v.ean ?? '',
        barcode: v.barcode ?? '',
        options,
        price: v.price || '0',
        purchasePrice: v.purchasePrice || '0',
        weight: int(v.skuWeight ?? ''),
        image: v.skuImage ?? '',
        components: list(v.components ?? '', /[,，]/).map((c) => {
          const m = /^(.+?)\s*[*xX×]\s*(\d+)$/.exec(c);
          return m ? { sku: m[1].trim(), quantity: Number(m[2]) } : { sku: c, quantity: 1 };
        }),
      };
    });
    // option lists of the specifications: the values the rows use, in order of appearance
    const specifications = specNames.map((name, i) => ({ name, options: [...new Set(skuRows.map((s) => s.options[i]).filter((o): o is string => !!o))] }));
    g.raw = {
      spu: p.spu ?? '',
      name: p.name ?? '',
      nameEn: p.nameEn ?? '',
      category: p.category ?? '',
      platforms: list(p.platforms ?? '', /[,，]/).map((x) => int(x)),
      mainImage: p.mainImage ?? '',
      images: list(p.images ?? '', /[,，\s]+/),
      weight: int(p.weight ?? ''),
      length: int(p.length ?? ''),
      width: int(p.width ?? ''),
      height: int(p.height ?? ''),
      declareNameZh: p.declareNameZh ?? '',
      declareNameEn: p.declareNameEn ?? '',
      declareValue: p.declareValue || '0',
      hsCode: p.hsCode ?? '',
      supplierLinks: list(p.supplierLinks ?? '', /\|/),
      remark: p.remark ?? '',
      specifications,
      skus: skuRows,
    };
    for (const k of Object.keys(g.raw)) if (g.raw[k] === undefined) delete g.raw[k];
    for (const s of skuRows as Record<string, unknown>[]) for (const k of Object.keys(s)) if (s[k] === undefined) delete s[k];
  }
  return [...groups.values()];
}

function columnOf(key: string): Column {
  return IMPORT_COLUMNS.find((c) => c.key === key) ?? IMPORT_COLUMNS[0];
}

function rowError(lang: Lang, row: number, key: string, messageId: string, params: Record<string, unknown> = {}): RowError {
  return { row, column: translate(lang, columnOf(key).headerId), field: key, message: translate(lang, messageId, params) };
}

/** A field path of productInput (skus.2.ean, specifications.0.options) → the row and column it came from. */
function locate(g: Group, field: string): { row: number; key: string } {
  const parts = field.split('.');
  if (parts[0] === 'skus' && /^\d+$/.test(parts[1] ?? '')) {
    const row = g.rows[Number(parts[1])]?.row ?? g.rows[0].row;
    const f = parts[2] ?? 'sku';
    return { row, key: SKU_FIELD_COLUMN[f] ?? (['components', 'options', 'sku', 'ean', 'barcode', 'price', 'purchasePrice', 'stock'].includes(f) ? f : 'sku') };
  }
  const key = parts[0] === 'specifications' ? 'specifications' : PRODUCT_KEYS.includes(parts[0]) ? parts[0] : parts[0] === 'skus' ? 'sku' : 'spu';
  return { row: g.rows[0].row, key };
}

function issuesToRows(lang: Lang, g: Group, err: ValidationError): RowError[] {
  return err.issues.map((i) => {
    const { row, key } = locate(g, i.field);
    return rowError(lang, row, key, i.messageId, { ...i.params, field: columnOf(key).headerId });
  });
}

/** Checks every product of the file; imports all of them in one transaction, or none. */
export async function importProducts(ctx: RequestContext, buffer: Buffer): Promise<{ products: number; skus: number }> {
  assertCan(ctx, 'product.create');
  const companyId = requireActor(ctx).companyId;
  const lang = ctx.lang;
  const rows = await readSheet(buffer);
  const errors: RowError[] = [];
  const groups = toGroups(rows, errors, lang);

  // codes repeated across products of the file (within one product the input rules catch them)
  const seen = new Map<string, number>();
  for (const g of groups) {
    g.rows.forEach((r) => {
      for (const key of ['sku', 'ean', 'barcode'] as const) {
        const v = r.values[key];
        if (!v) continue;
        const k = `${key}:${codeKey(v)}`;
        const owner = seen.get(k);
        if (owner !== undefined && owner !== groups.indexOf(g)) errors.push(rowError(lang, r.row, key, 'catalog.duplicateCode'));
        else seen.set(k, groups.indexOf(g));
      }
    });
  }

  // a combination may use SKUs of other products of the same file
  const siblingsOf = (g: Group) =>
    new Map(groups.filter((o) => o !== g).flatMap((o) => o.rows.map((r) => [codeKey(r.values.sku ?? ''), { isCombo: !!r.values.components }] as const)));
  const checked: { group: Group; input: ReturnType<typeof parseProduct>; companySkus: Awaited<ReturnType<typeof checkAgainstDatabase>>['companySkus'] }[] = [];
  for (const g of groups) {
    try {
      const input = parseProduct(g.raw);
      const { companySkus } = await checkAgainstDatabase(ctx, input, null, new Map(), siblingsOf(g));
      checked.push({ group: g, input, companySkus });
    } catch (err) {
      if (err instanceof ValidationError) errors.push(...issuesToRows(lang, g, err));
      else throw err;
    }
  }
  if (errors.length) throw new ImportRowsError(errors.sort((a, b) => a.row - b.row));

  let skus = 0;
  await ctx.db.$transaction(
    async (tx) => {
      // rows first, then components, so a combination can use a SKU of a later product of the file
      const byCode = new Map<string, number>();
      const written: { input: ReturnType<typeof parseProduct>; ids: number[] }[] = [];
      for (const { input, companySkus } of checked) {
        const product = await tx.product.create({ data: { companyId, ...productDataOf(input.product), status: 'draft' } });
        const ids = await writeSkus(ctx, tx, product.id, input, new Set(), [], companySkus, true);
        input.product.skus.forEach((r, i) => byCode.set(codeKey(r.sku), ids[i]));
        for (const [k, v] of companySkus) if (!byCode.has(k)) byCode.set(k, v.id);
        written.push({ input, ids });
        skus += ids.length;
      }
      for (const { input, ids } of written) await writeComponents(ctx, tx, input, ids, byCode);
    },
    { timeout: 120_000 },
  );
  return { products: checked.length, skus };
}

// ---- routes ----------------------------------------------------------------------------------

export const catalogImportRoutes: MultipartRoute[] = [
  {
    path: 'catalog/import',
    logged: true,
    handler: async (ctx, req) => {
      assertCan(ctx, 'product.create');
      const file = await readFileBuffer(req, IMPORT_MAX_BYTES, () => ValidationError.field('file', 'catalog.import.tooLarge'));
      const imported = await importProducts(ctx, file.buffer);
      return { data: imported, detail: { file: file.name, ...imported } };
    },
  },
];

/** The template: the columns in the caller's language, one example row and a help sheet. */
export async function importTemplate(lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(lang, 'catalog.import.sheetName'));
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: translate(lang, c.headerId), key: c.key, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.example])));
  const help = workbook.addWorksheet(lang === 'zh' ? '说明' : 'Help');
  help.getColumn(1).width = 120;
  help.addRow([translate(lang, 'catalog.import.help')]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** GET api/v1/catalog/importTemplate[?lang=en]: no sign-in needed (it holds no data). */
export function registerCatalogTemplate(http: FastifyInstance, _platform: Platform): void {
  http.get<{ Querystring: { lang?: string } }>('/api/v1/catalog/importTemplate', async (req, reply) => {
    const lang = req.query.lang ? parseLang(req.query.lang) : requestLang(req);
    const body = await importTemplate(lang);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="product-import-template.xlsx"')
      .send(body);
  });
}
