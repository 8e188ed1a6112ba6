// Order import: an .xlsx or .csv file of orders, one row per order line (issue 6). Rows with the
// same shop and platform order number form one order. Like the product import (catalog.import.ts)
// the file is all-or-nothing: every row is checked first and any problem refuses the whole file,
// each problem with its row, column and a message in the caller's language.
//
// Orders already in the shop (Order.pullKey = platform order number, unique per shop) are skipped
// and reported, so importing the same file twice creates nothing the second time.
//
// Speed (DESIGN.md: createMany runs ~5k rows/s): SKU matching is one statement over the file's
// distinct marketplace SKUs (same rules as orders.matching.ts: pairing of the shop, pairing of the
// platform, SKU, alias), then orders, lines (matched already) and history rows go in with
// `INSERT … SELECT FROM unnest(…)`, all in one transaction.
// The per-order rules (processNewOrders: blacklist, logistics and gift rules, 'created' event)
// run in the request for up to ORDER_IMPORT_INLINE_RULES orders; bigger imports hand them to a
// background job that works through them in batches of ORDER_IMPORT_RULES_BATCH.
import { translate, type Lang } from '@erp/schema';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import pg from 'pg';
import type { Actor, Platform, RequestContext } from '../../platform/context';
import { allowedShopsWhere, assertCan, createContext, requireActor } from '../../platform/context';
import { cellText } from '../../platform/cell-text';
import { parseCsv } from '../../platform/csv';
import { RowsError, ValidationError, type RowError } from '../../platform/errors';
import { unscopedDb } from '../../platform/db';
import { recordOrdersCreatedSql } from '../events/events.service';
import { processNewOrders } from '../orders/orders.pipeline';
import { systemContext } from '../marketplaces/pull.service';

export const ORDER_IMPORT_MAX_ROWS = 100_000;
/** Rows per importOrders mutation (a GraphQL request body is at most REQUEST_BODY_LIMIT_BYTES, 2 MB). */
export const ORDER_IMPORT_GRAPHQL_MAX_ROWS = 5_000;
export const ORDER_IMPORT_MAX_BYTES = 40 * 1024 * 1024;
export const ORDER_IMPORT_MAX_QUANTITY = 99_999;
/** Imports of up to this many orders run the per-order rules in the request. */
export const ORDER_IMPORT_INLINE_RULES = 1_000;
export const ORDER_IMPORT_RULES_BATCH = 500;
export const ORDER_IMPORT_RULES_JOB = 'orderImport.rules';
/** Orders per INSERT statement (bounds the size of one statement's parameters). */
const CHUNK = 10_000;

type Level = 'order' | 'item';
export interface ImportColumn {
  key: string;
  level: Level;
  required?: boolean;
  max?: number;
  example: string;
  width?: number;
}

const col = (key: string, level: Level, example: string, extra: Partial<ImportColumn> = {}): ImportColumn => ({ key, level, example, max: 255, ...extra });

/** The template's columns, in order (header text: orderImport.col.<key> in zh or en, or the key itself). */
export const ORDER_IMPORT_COLUMNS: ImportColumn[] = [
  col('shop', 'order', 'My eBay shop', { required: true, width: 20 }),
  col('platformOrderNo', 'order', '12-34567-89012', { required: true, width: 22 }),
  col('buyerAccount', 'order', 'buyer_001', { width: 16 }),
  col('buyerName', 'order', 'John Smith', { width: 16 }),
  col('buyerEmail', 'order', ''),
  col('buyerPhone', 'order', '+1 555 0100'),
  col('country', 'order', 'US', { required: true, max: 2 }),
  col('state', 'order', 'CA'),
  col('city', 'order', 'Los Angeles'),
  col('postcode', 'order', '90001', { max: 32 }),
  col('address1', 'order', '1 Main Street', { width: 30, max: 500 }),
  col('address2', 'order', '', { max: 500 }),
  col('currency', 'order', 'USD', { max: 3 }),
  col('shippingFee', 'order', '5.00'),
  col('orderedAt', 'order', '2026-11-20 10:30', { required: true, width: 18 }),
  col('paidAt', 'order', '2026-11-20 10:35', { width: 18 }),
  col('shipBy', 'order', '2026-11-23 23:59', { width: 18 }),
  col('buyerNote', 'order', '', { max: 1000 }),
  col('platformSku', 'item', 'TSHIRT-001-RED-M', { required: true, width: 22 }),
  col('title', 'item', 'Cotton T-shirt red M', { width: 30, max: 500 }),
  col('quantity', 'item', '2', { required: true }),
  col('unitPrice', 'item', '9.90', { required: true }),
];
const ORDER_KEYS = ORDER_IMPORT_COLUMNS.filter((c) => c.level === 'order' && c.key !== 'shop' && c.key !== 'platformOrderNo').map((c) => c.key);
const headerId = (key: string) => `orderImport.col.${key}`;

export interface SheetRow {
  row: number;
  values: Record<string, string>;
}

export type { RowError };

/** The whole file was refused: each problem with its row and column; nothing was imported. */
export class OrderImportRowsError extends RowsError {
  constructor(rows: RowError[]) {
    super('orderImport.rowsFailed', rows);
  }
}

export interface SkippedOrder {
  row: number;
  shop: string;
  platformOrderNo: string;
}

export interface OrderImportResult {
  orders: number;
  items: number;
  /** Orders already in their shop (imported or pulled before): not imported again. */
  skipped: number;
  /** The first 200 skipped orders. */
  skippedOrders: SkippedOrder[];
  matchedItems: number;
  unmatchedItems: number;
  /** True when the per-order rules run in a background job (more than ORDER_IMPORT_INLINE_RULES orders). */
  rulesInBackground: boolean;
  /** Milliseconds: checking the rows, writing + matching, the per-order rules (0 when in background). */
  timings: { checkMs: number; writeMs: number; rulesMs: number; phases: Record<string, number> };
}

// ---- reading ---------------------------------------------------------------------------------

function pad(n: number, w = 2) {
  return String(n).padStart(w, '0');
}

/** A Date of a spreadsheet cell (its wall time, kept in UTC) as text the date parser reads. */
function dateText(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** A cell as text; a computed cell may hold 3.3000000000000003: 15 significant digits, as Excel shows it. */
const CELL_TEXT = { date: dateText, number: (n: number) => String(Number(n.toPrecision(15))) };

let headerMap: Map<string, string> | undefined;
/** Header texts in both languages and the keys themselves → column key. */
function headerKeys(): Map<string, string> {
  if (headerMap) return headerMap;
  const map = new Map<string, string>();
  for (const c of ORDER_IMPORT_COLUMNS) {
    for (const lang of ['zh', 'en'] as Lang[]) map.set(translate(lang, headerId(c.key)).trim().toLowerCase(), c.key);
    map.set(c.key.toLowerCase(), c.key);
  }
  return (headerMap = map);
}

function columnsOf(headers: string[]): Map<number, string> {
  const known = headerKeys();
  const columns = new Map<number, string>();
  headers.forEach((h, i) => {
    const key = known.get(h.trim().toLowerCase());
    if (key && ![...columns.values()].includes(key)) columns.set(i, key);
  });
  for (const c of ORDER_IMPORT_COLUMNS.filter((c) => c.required)) {
    if (![...columns.values()].includes(c.key)) throw ValidationError.field('file', 'orderImport.missingColumn', { column: headerId(c.key) });
  }
  return columns;
}

function pushRow(rows: SheetRow[], columns: Map<number, string>, cells: string[], row: number) {
  const values: Record<string, string> = {};
  let any = false;
  for (const [i, key] of columns) {
    const v = (cells[i] ?? '').trim();
    values[key] = v;
    if (v) any = true;
  }
  if (!any) return;
  if (rows.length >= ORDER_IMPORT_MAX_ROWS) throw ValidationError.field('file', 'orderImport.tooManyRows', { max: ORDER_IMPORT_MAX_ROWS });
  rows.push({ row, values });
}

function isXlsx(buffer: Buffer) {
  return buffer.length >= 4 && buffer.readUInt32BE(0) === 0x504b0304;
}

/** Reads the first sheet of an .xlsx (streamed: 100k rows in a few seconds) or a .csv file. */
export async function readOrderFile(buffer: Buffer, fileName = ''): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  if (isXlsx(buffer)) {
    let columns: Map<number, string> | undefined;
    try {
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buffer), {
        sharedStrings: 'cache',
        styles: 'cache',
        hyperlinks: 'ignore',
        worksheets: 'emit',
        entries: 'emit',
      } as never);
      for await (const sheet of reader as unknown as AsyncIterable<AsyncIterable<ExcelJS.Row>>) {
        for await (const r of sheet) {
          const values = r.values as ExcelJS.CellValue[];
          const cells: string[] = [];
          for (let i = 1; i < values.length; i++) cells[i - 1] = cellText(values[i] ?? null, CELL_TEXT);
          if (!columns) {
            if (r.number !== 1 && !cells.some(Boolean)) continue;
            columns = columnsOf(cells);
            continue;
          }
          pushRow(rows, columns, cells, r.number);
        }
        break; // the first sheet only
      }
    } catch (err) {
      if (err instanceof ValidationError) throw err;
      throw ValidationError.field('file', 'orderImport.notSpreadsheet');
    }
  } else {
    const text = buffer.toString('utf8');
    if (!/\.csv$/i.test(fileName) && (text.includes('\u0000') || !text.trim())) throw ValidationError.field('file', 'orderImport.notSpreadsheet');
    const records = parseCsv(text);
    const header = records.findIndex((r) => r.cells.some((c) => c.trim()));
    if (header < 0) throw ValidationError.field('file', 'orderImport.empty');
    const columns = columnsOf(records[header].cells);
    for (const r of records.slice(header + 1)) pushRow(rows, columns, r.cells, r.line);
  }
  if (!rows.length) throw ValidationError.field('file', 'orderImport.empty');
  return rows;
}

// ---- checking --------------------------------------------------------------------------------

/** Times in the file: YYYY-MM-DD, YYYY-MM-DD HH:mm[:ss], YYYY/MM/DD …, ISO 8601 with a zone, or an Excel serial day. Naive times are UTC. */
export function parseImportDate(text: string): Date | null {
  const t = text.trim();
  if (/^\d{5}(\.\d+)?$/.test(t)) {
    const d = new Date(Math.round((Number(t) - 25569) * 86_400_000));
    return d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100 ? d : null;
  }
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(t);
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = m.slice(1, 8);
  const Y = Number(y),
    M = Number(mo),
    D = Number(d),
    H = Number(h),
    MI = Number(mi),
    S = Number(s);
  if (Y < 2000 || Y > 2100 || M < 1 || M > 12 || D < 1 || H > 23 || MI > 59 || S > 59) return null;
  let time = Date.UTC(Y, M - 1, D, H, MI, S, Number(ms.padEnd(3, '0')));
  const check = new Date(time);
  if (check.getUTCDate() !== D || check.getUTCMonth() !== M - 1) return null; // 2026-02-30
  const zone = m[8];
  if (zone && zone.toUpperCase() !== 'Z') {
    const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)!;
    time -= (z[1] === '-' ? -1 : 1) * (Number(z[2]) * 60 + Number(z[3])) * 60_000;
  }
  return new Date(time);
}

/**
 * Money as integer cents (at most 2 decimals, below 100,000,000); null when not such a number.
 * A comma is refused rather than guessed: "9,90" is 9.90 in Europe and 990 elsewhere.
 */
function cents(text: string): number | null {
  const m = /^(\d{1,8})(?:\.(\d{0,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0') || 0);
}
const money = (c: number) => `${Math.floor(c / 100)}.${pad(c % 100)}`;

interface ShopRef {
  id: number;
  shopName: string;
  platformType: number;
}

interface ItemDraft {
  row: number;
  platformSku: string;
  title: string;
  quantity: number;
  unitCents: number;
}

interface OrderDraft {
  row: number;
  shop: ShopRef;
  shopText: string;
  platformOrderNo: string;
  values: Record<string, string>;
  orderedAt: Date;
  paidAt: Date | null;
  shipBy: Date | null;
  shippingCents: number;
  items: ItemDraft[];
  /** An earlier order of the file has the same marketplace number (another shop): our number gets the shop prefix. */
  prefixed?: boolean;
}

function rowError(lang: Lang, row: number, key: string, messageId: string, params: Record<string, unknown> = {}): RowError {
  return { row, column: translate(lang, headerId(key)), field: key, message: translate(lang, messageId, { column: headerId(key), ...params }) };
}

/** Every rule on every row; the orders the file makes (grouped by shop + platform order number) and its problems. */
export function checkRows(lang: Lang, rows: SheetRow[], shops: ShopRef[]): { orders: OrderDraft[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const byId = new Map(shops.map((s) => [String(s.id), s]));
  const byName = new Map<string, ShopRef[]>();
  for (const s of shops) {
    const k = s.shopName.trim().toLowerCase();
    byName.set(k, [...(byName.get(k) ?? []), s]);
  }
  const orders = new Map<string, OrderDraft>();
  /** Each order's first row (also of orders refused), which later rows must agree with. */
  const firstRows = new Map<string, Record<string, string>>();
  for (const r of rows) {
    const v = r.values;
    const err = (key: string, id: string, params: Record<string, unknown> = {}) => errors.push(rowError(lang, r.row, key, id, params));
    let bad = false;
    // the shop: an id or a name of one of the caller's shops
    let shop: ShopRef | undefined;
    const shopText = v.shop ?? '';
    if (shopText) {
      const named = byName.get(shopText.toLowerCase()) ?? [];
      shop = byId.get(shopText) ?? (named.length === 1 ? named[0] : undefined);
      if (!shop) {
        err('shop', named.length > 1 ? 'orderImport.ambiguousShop' : 'orderImport.unknownShop', { shop: shopText });
        bad = true;
      }
    }
    const key = shop && v.platformOrderNo ? `${shop.id}\u0000${v.platformOrderNo}` : `#row${r.row}`;
    const firstValues = firstRows.get(key);
    if (!firstValues) firstRows.set(key, v);
    // order values (other than shop and number) are required on an order's first row only
    for (const c of ORDER_IMPORT_COLUMNS) {
      const value = v[c.key] ?? '';
      if (c.required && !value && (!firstValues || !ORDER_KEYS.includes(c.key))) {
        err(c.key, 'orderImport.required');
        bad = true;
      } else if (c.max && value.length > c.max && c.key !== 'country' && c.key !== 'currency') {
        err(c.key, 'orderImport.tooLong', { max: c.max });
        bad = true;
      }
    }
    const quantity = v.quantity ? (/^\d+$/.test(v.quantity) ? Number(v.quantity) : NaN) : NaN;
    if (v.quantity && !(quantity >= 1 && quantity <= ORDER_IMPORT_MAX_QUANTITY)) {
      err('quantity', 'orderImport.quantity', { max: ORDER_IMPORT_MAX_QUANTITY });
      bad = true;
    }
    const unitCents = v.unitPrice ? cents(v.unitPrice) : null;
    if (v.unitPrice && unitCents === null) {
      err('unitPrice', 'orderImport.price');
      bad = true;
    }
    const item: ItemDraft = { row: r.row, platformSku: v.platformSku ?? '', title: v.title ?? '', quantity, unitCents: unitCents ?? 0 };
    if (firstValues) {
      // a later row of the order that names an order value must agree with the first row
      for (const k of ORDER_KEYS) {
        const here = v[k] ?? '';
        if (here && here !== (firstValues[k] ?? '')) err(k, 'orderImport.orderDisagrees', { orderNo: v.platformOrderNo, column: headerId(k) });
      }
      orders.get(key)?.items.push(item);
      continue;
    }
    // order-level values, checked on the order's first row
    const date = (k: string): Date | null => {
      const text = v[k] ?? '';
      if (!text) return null;
      const d = parseImportDate(text);
      if (!d) {
        err(k, 'orderImport.date', { value: text });
        bad = true;
      }
      return d;
    };
    const orderedAt = date('orderedAt');
    const paidAt = date('paidAt');
    const shipBy = date('shipBy');
    if (v.country && !/^[A-Za-z]{2}$/.test(v.country)) {
      err('country', 'orderImport.country');
      bad = true;
    }
    if (v.currency && !/^[A-Za-z]{3}$/.test(v.currency)) {
      err('currency', 'orderImport.currency');
      bad = true;
    }
    const shippingCents = v.shippingFee ? cents(v.shippingFee) : 0;
    if (shippingCents === null) {
      err('shippingFee', 'orderImport.price');
      bad = true;
    }
    if (bad || !shop || !orderedAt) continue;
    orders.set(key, {
      row: r.row,
      shop,
      shopText,
      platformOrderNo: v.platformOrderNo,
      values: v,
      orderedAt,
      paidAt,
      shipBy,
      shippingCents: shippingCents ?? 0,
      items: [item],
    });
  }
  const numbers = new Set<string>();
  for (const o of orders.values()) {
    o.prefixed = numbers.has(o.platformOrderNo);
    numbers.add(o.platformOrderNo);
    const total = o.items.reduce((s, i) => s + i.quantity * i.unitCents, 0) + o.shippingCents;
    // Decimal(12, 2): below 10,000,000,000
    if (total >= 1e12) errors.push(rowError(lang, o.row, 'unitPrice', 'orderImport.price'));
  }
  return { orders: [...orders.values()], errors: errors.sort((a, b) => a.row - b.row) };
}

// ---- writing ---------------------------------------------------------------------------------

type Raw = { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> };

/**
 * One transaction for the bulk statements. On PostgreSQL it runs on a connection of its own
 * through `pg`: Prisma's raw queries pass large array parameters about 4× slower than `pg` does
 * (measured in bench/orders.bench.ts), and the statements name companyId explicitly anyway (raw
 * SQL never went through the scoped client). Embedded PGlite has one connection: Prisma's
 * interactive transaction, which queues everyone else's queries behind it.
 */
async function bulkTransaction<T>(ctx: RequestContext, fn: (tx: Raw) => Promise<T>): Promise<T> {
  const url = ctx.platform.config.databaseUrl;
  if (ctx.platform.database.kind === 'postgres' && url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('BEGIN');
      const result = await fn({ $queryRawUnsafe: async <R>(query: string, ...values: unknown[]) => (await client.query(query, values)).rows as R });
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      await client.end().catch(() => {});
    }
  }
  return ctx.db.$transaction((tx) => fn(tx), { timeout: 600_000, maxWait: 30_000 });
}

const iso = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').replace('Z', '') : null);

/** Inserts the orders not yet in their shop; returns the new ids by order. */
async function insertOrders(
  tx: Raw,
  companyId: number,
  orders: OrderDraft[],
  matches: Map<string, BulkMatch>,
  rulesPending: boolean,
): Promise<Map<OrderDraft, number>> {
  const cols = {
    shopId: [] as number[],
    platformType: [] as number[],
    no: [] as string[],
    buyerAccount: [] as string[],
    buyerName: [] as string[],
    buyerEmail: [] as string[],
    buyerPhone: [] as string[],
    country: [] as string[],
    state: [] as string[],
    city: [] as string[],
    postcode: [] as string[],
    address1: [] as string[],
    address2: [] as string[],
    currency: [] as string[],
    itemsTotal: [] as string[],
    shippingFee: [] as string[],
    orderedAt: [] as (string | null)[],
    paidAt: [] as (string | null)[],
    shipBy: [] as (string | null)[],
    buyerNote: [] as string[],
    matched: [] as boolean[],
    weight: [] as number[],
    prefixed: [] as boolean[],
  };
  for (const o of orders) {
    const v = o.values;
    const items = o.items.reduce((s, i) => s + i.quantity * i.unitCents, 0);
    cols.shopId.push(o.shop.id);
    cols.platformType.push(o.shop.platformType);
    cols.no.push(o.platformOrderNo);
    cols.buyerAccount.push(v.buyerAccount ?? '');
    cols.buyerName.push(v.buyerName ?? '');
    cols.buyerEmail.push(v.buyerEmail ?? '');
    cols.buyerPhone.push(v.buyerPhone ?? '');
    cols.country.push((v.country ?? '').toUpperCase());
    cols.state.push(v.state ?? '');
    cols.city.push(v.city ?? '');
    cols.postcode.push(v.postcode ?? '');
    cols.address1.push(v.address1 ?? '');
    cols.address2.push(v.address2 ?? '');
    cols.currency.push((v.currency || 'USD').toUpperCase());
    cols.itemsTotal.push(money(items));
    cols.shippingFee.push(money(o.shippingCents));
    cols.orderedAt.push(iso(o.orderedAt));
    cols.paidAt.push(iso(o.paidAt));
    cols.shipBy.push(iso(o.shipBy));
    cols.buyerNote.push(v.buyerNote ?? '');
    let matched = true;
    let weight = 0;
    for (const i of o.items) {
      const m = matches.get(matchKey(o.shop.id, o.shop.platformType, i.platformSku));
      if (m) weight += m.weight * i.quantity * m.unitsPerItem;
      else matched = false;
    }
    cols.matched.push(matched);
    cols.prefixed.push(!!o.prefixed);
    cols.weight.push(Math.min(weight, 2_147_483_647));
  }
  // Our order number, as for pulled orders: the marketplace number, or S<shopId>-<number> when the
  // company has that number already (or an earlier order of the file has it, from another shop).
  const rows = await tx.$queryRawUnsafe<{ id: number; shopId: number; pullKey: string }[]>(
    `INSERT INTO "Order" (id, "companyId", "shopId", "platformType", "platformOrderNo", "pullKey", "orderNo", source, status,
        "buyerAccount", "buyerName", "buyerEmail", "buyerPhone", country, state, city, postcode, address1, address2, currency,
        "itemsTotal", "shippingFee", "totalAmount", "orderedAt", "paidAt", "shipBy", "buyerNote", matched, "estimatedWeight", "rulesPending", "updatedAt")
     SELECT n.id, $1, n."shopId", n."platformType", n.no, n.no,
        CASE WHEN n.prefixed OR EXISTS (SELECT 1 FROM "Order" x WHERE x."companyId" = $1 AND x."orderNo" = n.no) THEN 'S' || n."shopId" || '-' || n.no ELSE n.no END,
        'import', 'processing',
        n."buyerAccount", n."buyerName", n."buyerEmail", n."buyerPhone", n.country, n.state, n.city, n.postcode, n.address1, n.address2, n.currency,
        n."itemsTotal", n."shippingFee", n."itemsTotal" + n."shippingFee", n."orderedAt", n."paidAt", n."shipBy", n."buyerNote", n.matched, n.weight, $25::boolean, now()
     FROM (SELECT nextval(pg_get_serial_sequence('"Order"', 'id'))::int AS id, u.*
           FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
                       $12::text[], $13::text[], $14::text[], $15::text[], $16::numeric[], $17::numeric[], $18::timestamp(3)[], $19::timestamp(3)[],
                       $20::timestamp(3)[], $21::text[], $22::boolean[], $23::int[], $24::boolean[])
             AS u("shopId", "platformType", no, "buyerAccount", "buyerName", "buyerEmail", "buyerPhone", country, state, city,
                  postcode, address1, address2, currency, "itemsTotal", "shippingFee", "orderedAt", "paidAt", "shipBy", "buyerNote", matched, weight, prefixed)) n
     ON CONFLICT ("shopId", "pullKey") DO NOTHING
     RETURNING id, "shopId", "pullKey"`,
    companyId,
    cols.shopId,
    cols.platformType,
    cols.no,
    cols.buyerAccount,
    cols.buyerName,
    cols.buyerEmail,
    cols.buyerPhone,
    cols.country,
    cols.state,
    cols.city,
    cols.postcode,
    cols.address1,
    cols.address2,
    cols.currency,
    cols.itemsTotal,
    cols.shippingFee,
    cols.orderedAt,
    cols.paidAt,
    cols.shipBy,
    cols.buyerNote,
    cols.matched,
    cols.weight,
    cols.prefixed,
    rulesPending,
  );
  const byKey = new Map(rows.map((r) => [`${r.shopId}\u0000${r.pullKey}`, Number(r.id)]));
  const out = new Map<OrderDraft, number>();
  for (const o of orders) {
    const id = byKey.get(`${o.shop.id}\u0000${o.platformOrderNo}`);
    if (id !== undefined) out.set(o, id);
  }
  return out;
}

/** Inserts the lines of the new orders, matched already; returns [lines, matched lines]. */
async function insertItems(tx: Raw, companyId: number, ids: Map<OrderDraft, number>, matches: Map<string, BulkMatch>): Promise<[number, number]> {
  const orderId: number[] = [],
    sku: string[] = [],
    title: string[] = [],
    quantity: number[] = [],
    price: string[] = [];
  const skuId: (number | null)[] = [],
    matchedBy: string[] = [],
    units: number[] = [];
  let matched = 0;
  for (const [o, id] of ids) {
    for (const i of o.items) {
      const m = matches.get(matchKey(o.shop.id, o.shop.platformType, i.platformSku));
      orderId.push(id);
      sku.push(i.platformSku);
      title.push(i.title);
      quantity.push(i.quantity);
      price.push(money(i.unitCents));
      skuId.push(m?.skuId ?? null);
      matchedBy.push(m?.matchedBy ?? '');
      units.push(m?.unitsPerItem ?? 1);
      if (m) matched++;
    }
  }
  if (!orderId.length) return [0, 0];
  await tx.$queryRawUnsafe(
    `INSERT INTO "OrderItem" ("companyId", "orderId", "platformSku", title, quantity, "unitPrice", "skuId", "matchedBy", "unitsPerItem")
     SELECT $1, u.o, u.s, u.t, u.q, u.p, u.k, u.m, u.n
     FROM unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::numeric[], $7::int[], $8::text[], $9::int[]) AS u(o, s, t, q, p, k, m, n)`,
    companyId,
    orderId,
    sku,
    title,
    quantity,
    price,
    skuId,
    matchedBy,
    units,
  );
  return [orderId.length, matched];
}

async function insertHistory(tx: Raw, companyId: number, orderIds: number[], operatorId: number | null, file: string) {
  await tx.$queryRawUnsafe(
    `INSERT INTO "OrderHistory" ("companyId", "orderId", action, "fromStatus", "toStatus", "messageId", params, "operatorId")
     SELECT $1, u.id, 'import', '', 'processing', 'orderImport.history.imported', $3::jsonb, $4 FROM unnest($2::int[]) AS u(id)`,
    companyId,
    orderIds,
    JSON.stringify({ file }),
    operatorId,
  );
}

export interface BulkMatch {
  skuId: number;
  matchedBy: 'pairing' | 'sku' | 'alias';
  unitsPerItem: number;
  /** Grams of one local unit (a combination: its components). */
  weight: number;
}

export const matchKey = (shopId: number, platformType: number, platformSku: string) => `${shopId}\u0000${platformType}\u0000${platformSku}`;

/**
 * SKU matching in one statement for every distinct (shop, platform, marketplace SKU) of an
 * import, with the order pipeline's rules and precedence (orders/orders.matching.ts
 * resolveMatches): a pairing of the shop, then a pairing for every shop of the platform
 * (shopId 0), then a SKU whose code equals the marketplace SKU, then a SKU carrying it as an
 * alias (the lowest SKU id if two do); codes compare exactly, as there. Resolved before the lines
 * are written, so each line is written once, matched (an UPDATE after the INSERT would write
 * every line twice and re-check its foreign key), and Order.matched and the estimated weight
 * (combinations by their components, as updateEstimatedWeights) go in with the order.
 */
export async function resolveMatchesInBulk(
  tx: Raw,
  companyId: number,
  keys: { shopId: number; platformType: number; platformSku: string }[],
): Promise<Map<string, BulkMatch>> {
  const out = new Map<string, BulkMatch>();
  const unique = new Map(keys.filter((k) => k.platformSku).map((k) => [matchKey(k.shopId, k.platformType, k.platformSku), k]));
  if (!unique.size) return out;
  const list = [...unique.values()];
  const rows = await tx.$queryRawUnsafe<
    { shopId: number; platformType: number; sku: string; skuId: number; matchedBy: BulkMatch['matchedBy']; units: number; weight: number }[]
  >(
    `WITH k AS (SELECT * FROM unnest($2::int[], $3::int[], $4::text[]) AS k("shopId", "platformType", sku)),
     a AS (SELECT DISTINCT ON (x.alias) x.alias, x.id
           FROM (SELECT s.id, unnest(s.aliases) AS alias FROM "Sku" s WHERE s."companyId" = $1 AND cardinality(s.aliases) > 0) x
           ORDER BY x.alias, x.id),
     m AS (SELECT k."shopId", k."platformType", k.sku,
             COALESCE(p1."skuId", p0."skuId", s.id, a.id) AS "skuId",
             CASE WHEN p1.id IS NOT NULL OR p0.id IS NOT NULL THEN 'pairing' WHEN s.id IS NOT NULL THEN 'sku' ELSE 'alias' END AS "matchedBy",
             COALESCE(p1."unitsPerItem", p0."unitsPerItem", 1) AS units
           FROM k
           LEFT JOIN "SkuPairing" p1 ON p1."companyId" = $1 AND p1."platformType" = k."platformType" AND p1."shopId" = k."shopId" AND p1."platformSku" = k.sku
           LEFT JOIN "SkuPairing" p0 ON p0."companyId" = $1 AND p0."platformType" = k."platformType" AND p0."shopId" = 0 AND p0."platformSku" = k.sku
           LEFT JOIN "Sku" s ON s."companyId" = $1 AND s.sku = k.sku
           LEFT JOIN a ON a.alias = k.sku)
     SELECT m.*, CASE WHEN s."isCombo"
                   THEN COALESCE((SELECT SUM(c.quantity * cs.weight) FROM "SkuComponent" c JOIN "Sku" cs ON cs.id = c."componentSkuId" WHERE c."comboSkuId" = s.id), 0)
                   ELSE s.weight END::int AS weight
     FROM m JOIN "Sku" s ON s.id = m."skuId" AND s."companyId" = $1`,
    companyId,
    list.map((k) => k.shopId),
    list.map((k) => k.platformType),
    list.map((k) => k.platformSku),
  );
  for (const r of rows)
    out.set(matchKey(Number(r.shopId), Number(r.platformType), r.sku), {
      skuId: Number(r.skuId),
      matchedBy: r.matchedBy,
      unitsPerItem: Number(r.units),
      weight: Number(r.weight),
    });
  return out;
}

/** Checks the rows and imports their orders in one transaction, or nothing (OrderImportRowsError). */
export async function importOrderRows(
  ctx: RequestContext,
  rows: SheetRow[],
  opts: { fileName?: string; inlineRulesMax?: number } = {},
): Promise<OrderImportResult> {
  const actor = assertCan(ctx, 'order.create');
  const companyId = actor.companyId;
  const t0 = performance.now();
  // the caller's shops (a sub-account only its allowed ones): any other shop is "no such shop"
  const shops = await ctx.db.shop.findMany({ where: allowedShopsWhere(actor), select: { id: true, shopName: true, platformType: true } });
  const { orders, errors } = checkRows(ctx.lang, rows, shops);
  if (errors.length) throw new OrderImportRowsError(errors);
  const t1 = performance.now();
  const inlineRulesMax = opts.inlineRulesMax ?? ORDER_IMPORT_INLINE_RULES;
  // A file big enough for background rules writes its orders marked "rules pending", in the
  // import's own transaction: if the process dies before the job has run, the boot recovery finds
  // them (recoverOrderImportRules).
  const marked = orders.length > inlineRulesMax;

  const created: number[] = [];
  const skippedOrders: SkippedOrder[] = [];
  let skipped = 0;
  let items = 0;
  let matchedItems = 0;
  const phases: Record<string, number> = { match: 0, orders: 0, items: 0, history: 0, events: 0 };
  const timed = async <T>(phase: string, fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    try {
      return await fn();
    } finally {
      phases[phase] += performance.now() - t;
    }
  };
  await bulkTransaction(ctx, async (tx) => {
    const keys = orders.flatMap((o) => o.items.map((i) => ({ shopId: o.shop.id, platformType: o.shop.platformType, platformSku: i.platformSku })));
    const matches = await timed('match', () => resolveMatchesInBulk(tx, companyId, keys));
    for (let start = 0; start < orders.length; start += CHUNK) {
      const chunk = orders.slice(start, start + CHUNK);
      const ids = await timed('orders', () => insertOrders(tx, companyId, chunk, matches, marked));
      for (const o of chunk) {
        if (ids.has(o)) continue;
        skipped++;
        if (skippedOrders.length < 200) skippedOrders.push({ row: o.row, shop: o.shop.shopName, platformOrderNo: o.platformOrderNo });
      }
      const [lines, matchedLines] = await timed('items', () => insertItems(tx, companyId, ids, matches));
      items += lines;
      matchedItems += matchedLines;
      const chunkIds = [...ids.values()];
      created.push(...chunkIds);
      if (chunkIds.length) await timed('history', () => insertHistory(tx, companyId, chunkIds, actor.userId > 0 ? actor.userId : null, opts.fileName ?? ''));
      await timed('events', () => recordOrdersCreatedSql(tx, companyId, chunkIds));
    }
  });
  const t2 = performance.now();

  const rulesInBackground = created.length > inlineRulesMax;
  if (rulesInBackground) await ctx.platform.jobs.enqueue(ORDER_IMPORT_RULES_JOB, { actor: actorData(actor), lang: ctx.lang, orderIds: created });
  else {
    await processNewOrders(ctx, created);
    // most of a big file was already there: its few new orders ran their rules right here
    if (marked && created.length) await ctx.db.order.updateMany({ where: { id: { in: created } }, data: { rulesPending: false } });
  }
  const t3 = performance.now();
  return {
    orders: created.length,
    items,
    skipped,
    skippedOrders,
    matchedItems,
    unmatchedItems: items - matchedItems,
    rulesInBackground,
    timings: {
      checkMs: Math.round(t1 - t0),
      writeMs: Math.round(t2 - t1),
      rulesMs: rulesInBackground ? 0 : Math.round(t3 - t2),
      phases: Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, Math.round(v)])),
    },
  };
}

/** Reads a file (.xlsx or .csv) and imports it. */
export async function importOrderFile(ctx: RequestContext, buffer: Buffer, fileName = ''): Promise<OrderImportResult> {
  assertCan(ctx, 'order.create');
  const rows = await readOrderFile(buffer, fileName);
  return importOrderRows(ctx, rows, { fileName });
}

// ---- the rules of big imports, in the background ---------------------------------------------

type ActorData = Omit<Actor, 'permissions'> & { permissions: string[] };
const actorData = (a: Actor): ActorData => ({ ...a, permissions: [...a.permissions] });

export interface OrderImportRulesJob {
  actor: ActorData;
  lang: Lang;
  orderIds: number[];
}

/** The background job of a big import: processNewOrders in batches (it claims nothing twice: rules skip orders already handled). */
export async function runOrderImportRules(platform: Platform, data: OrderImportRulesJob): Promise<void> {
  const actor: Actor = { ...data.actor, permissions: new Set(data.actor.permissions) };
  const ctx = createContext(platform, { lang: data.lang, ip: '', userAgent: 'order-import', actor });
  requireActor(ctx);
  for (let i = 0; i < data.orderIds.length; i += ORDER_IMPORT_RULES_BATCH) {
    const batch = data.orderIds.slice(i, i + ORDER_IMPORT_RULES_BATCH);
    await processNewOrders(ctx, batch);
    await ctx.db.order.updateMany({ where: { id: { in: batch }, rulesPending: true }, data: { rulesPending: false } });
    platform.logger.debug({ done: Math.min(i + ORDER_IMPORT_RULES_BATCH, data.orderIds.length), of: data.orderIds.length }, 'order import rules');
  }
}

/**
 * Boot: orders of big imports whose rules never ran (the process died after the import committed,
 * taking the in-process job with it) are queued again, acting for their company. processNewOrders
 * skips what was already handled, so a job that did partly run is safe to repeat.
 */
export async function recoverOrderImportRules(platform: Platform): Promise<number> {
  const db = unscopedDb(platform.database.prisma, 'boot recovery visits every company with pending import rules');
  const pending = await db.order.findMany({ where: { rulesPending: true }, select: { id: true, companyId: true }, orderBy: { id: 'asc' } });
  const byCompany = new Map<number, number[]>();
  for (const o of pending) byCompany.set(o.companyId, [...(byCompany.get(o.companyId) ?? []), o.id]);
  for (const [companyId, orderIds] of byCompany) {
    const ctx = await systemContext(platform, companyId);
    await platform.jobs.enqueue(ORDER_IMPORT_RULES_JOB, { actor: actorData(requireActor(ctx)), lang: ctx.lang, orderIds } satisfies OrderImportRulesJob);
  }
  return pending.length;
}

// ---- template --------------------------------------------------------------------------------

/** The template: the columns in the caller's language, two example rows (one order, two lines) and a help sheet. */
export async function orderImportTemplate(lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(lang, 'orderImport.sheetName'));
  sheet.columns = ORDER_IMPORT_COLUMNS.map((c) => ({ header: translate(lang, headerId(c.key)), key: c.key, width: c.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(ORDER_IMPORT_COLUMNS.map((c) => [c.key, c.example])));
  sheet.addRow({
    shop: ORDER_IMPORT_COLUMNS[0].example,
    platformOrderNo: ORDER_IMPORT_COLUMNS[1].example,
    platformSku: 'TSHIRT-001-BLUE-L',
    title: 'Cotton T-shirt blue L',
    quantity: '1',
    unitPrice: '10.50',
  });
  const help = workbook.addWorksheet(lang === 'zh' ? '说明' : 'Help');
  help.getColumn(1).width = 120;
  help.addRow([translate(lang, 'orderImport.help')]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
