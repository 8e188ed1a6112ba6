// Exports of /profitReport and /profitReportOrder (issue 22 item 7): three shipped CNY orders in two
// shops (two SKUs, one order refunded in part through its goods), their profits computed by the
// service; every export's rows and totals agree with the screens' queries to the cent; the file the
// worker writes has zh / en headers; empty filters, bad filters, other pages' users and another
// company's orders are refused or left out.
import { translate } from '@erp/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyWorld, contextOf, ERROR_FIELDS as ERR, roleAccount, type TestApp, twoCompanySuite } from '../../../test/harness';
import type { RequestContext } from '../../platform/context';
import { exportDefinition, parseExportFilter } from '../report-jobs/exports';
import { exportedRows } from '../report-jobs/export.fixtures';
import { computeOrderProfits } from './profit.service';
import './profit.export';

let app: TestApp;
let w: CompanyWorld;
let other: CompanyWorld;
let mine: RequestContext;
const { db, gql } = twoCompanySuite(['Profit Export Co', 'Other Export Co'], (...s) => ([app, w, other] = s));

const MARCH = { from: '2026-03-01T00:00:00.000Z', to: '2026-03-31T23:59:59.000Z' };
const FIGS = 'orders goods buyerFreight platformFee productCost packaging freight vat refunds profit margin';
const TERMS = ['goods', 'buyerFreight', 'platformFee', 'productCost', 'packaging', 'freight', 'vat', 'refunds', 'profit'] as const;
const REPORT = `query($f: ProfitReportFilter, $o: Int, $l: Int) { profitReport(filter: $f, offset: $o, limit: $l) { __typename ${ERR}
  ... on QueryProfitReportSuccess { data { groupBy totalCount rows { key label quantity ${FIGS} } totals { ${FIGS} } } } } }`;
const ORDERS = `query($f: ProfitReportFilter, $o: Int, $l: Int) { profitReportOrder(filter: $f, offset: $o, limit: $l) { __typename ${ERR}
  ... on QueryProfitReportOrderSuccess { data { totalCount rows { orderNo shopName ${FIGS.replace('orders ', '')} } totals { ${FIGS} } } } } }`;
const START = `mutation($i: StartExportInput!) { startExport(input: $i) { __typename ... on MutationStartExportSuccess { data { id reportName } } ... on Error { messageId } } }`;

const cents = (v: unknown) => Math.round(Number(v) * 100);
const t = (id: string) => id;
const orderNos: string[] = [];

async function exported(reportType: string, raw: Record<string, unknown>, ctx = mine) {
  const def = exportDefinition(reportType)!;
  const f = parseExportFilter(def, raw);
  const columns = def.columnsFor ? await def.columnsFor(ctx, f) : def.columns;
  const rows: unknown[] = [];
  for await (const batch of def.rows(ctx, f)) rows.push(...batch);
  return {
    def,
    count: await def.count(ctx, f),
    headers: columns.map((c) => c.headerId),
    cells: rows.map((r) => columns.map((c) => c.value(r, { lang: 'en', t }))),
  };
}

beforeAll(async () => {
  const c = w.companyId;
  mine = await contextOf(app, w.token);
  const a = await db().shop.create({ data: { companyId: c, platformType: 2, platform: 'amazon', shopName: 'Shop A', status: 1, platformRate: '10' } });
  const b = await db().shop.create({
    data: { companyId: c, platformType: 1, platform: 'ebay', shopName: 'Shop B', alias: 'B alias', status: 1, platformRate: '5' },
  });
  const product = await db().product.create({ data: { companyId: c, name: 'Lamp', spu: 'LAMP' } });
  const lamp = await db().sku.create({ data: { companyId: c, productId: product.id, sku: 'LAMP-1', purchasePrice: '20.00' } });
  const bulb = await db().sku.create({ data: { companyId: c, productId: product.id, sku: 'BULB-1', purchasePrice: '3.33' } });
  const orders = [
    { shop: a, at: '2026-03-05T08:00:00Z', items: [{ sku: lamp, quantity: 2, unitPrice: '49.99' }], shipping: '7.77' },
    {
      shop: a,
      at: '2026-03-09T08:00:00Z',
      items: [
        { sku: lamp, quantity: 1, unitPrice: '45.01' },
        { sku: bulb, quantity: 3, unitPrice: '6.67' },
      ],
      shipping: '0',
    },
    { shop: b, at: '2026-03-20T08:00:00Z', items: [{ sku: bulb, quantity: 7, unitPrice: '5.55' }], shipping: '3.33' },
  ];
  const ids: number[] = [];
  for (const [i, o] of orders.entries()) {
    const itemsTotal = o.items.reduce((s, x) => s + cents(x.unitPrice) * x.quantity, 0) / 100;
    const orderNo = `PX${c}-${i + 1}`;
    orderNos.push(orderNo);
    const created = await db().order.create({
      data: {
        companyId: c,
        shopId: o.shop.id,
        platformType: o.shop.platformType,
        platformOrderNo: orderNo,
        orderNo,
        orderedAt: new Date(o.at),
        shippedAt: new Date(o.at),
        status: 'shipped',
        currency: 'CNY',
        itemsTotal: itemsTotal.toFixed(2),
        shippingFee: o.shipping,
        totalAmount: (itemsTotal + Number(o.shipping)).toFixed(2),
        items: { create: o.items.map((x) => ({ companyId: c, skuId: x.sku.id, quantity: x.quantity, unitPrice: x.unitPrice, platformSku: x.sku.sku })) },
      },
    });
    ids.push(created.id);
  }
  await computeOrderProfits(mine.db, c, ids);
  // another company's shipped order in the same month: never exported here
  const foreignShop = await db().shop.create({ data: { companyId: other.companyId, platformType: 2, platform: 'amazon', shopName: 'Foreign', status: 1 } });
  const foreign = await db().order.create({
    data: {
      companyId: other.companyId,
      shopId: foreignShop.id,
      platformType: 2,
      platformOrderNo: 'PX-FOREIGN',
      orderNo: 'PX-FOREIGN',
      orderedAt: new Date('2026-03-10T08:00:00Z'),
      shippedAt: new Date('2026-03-10T08:00:00Z'),
      status: 'shipped',
      currency: 'CNY',
      itemsTotal: '999.00',
      totalAmount: '999.00',
    },
  });
  await computeOrderProfits((await contextOf(app, other.token)).db, other.companyId, [foreign.id]);
});

describe('profitReportOrder export', () => {
  it('exports every order newest first with every term, then the totals of the screen, to the cent', async () => {
    const screen = (await gql(ORDERS, { f: MARCH })).profitReportOrder.data;
    expect(screen.totalCount).toBe(3);
    const x = await exported('profitReportOrder', MARCH);
    expect(x.def.permission).toBe('profitReportOrder');
    expect(x.count).toBe(4);
    expect(x.headers[0]).toBe('profit.export.col.orderNo');
    const rows = x.cells.slice(0, -1);
    const totals = x.cells.at(-1)!;
    expect(rows.map((r) => r[0])).toEqual([orderNos[2], orderNos[1], orderNos[0]]);
    expect(rows.map((r) => r[1])).toEqual(['B alias', 'Shop A', 'Shop A']);
    expect(totals[0]).toBe('profit.export.totals');
    const at = (k: string) => x.headers.indexOf(`profit.export.col.${k}`);
    for (const k of TERMS) {
      // each row as the screen shows it, and the totals row equal to the screen's totals and to the rows' sum
      expect(
        rows.map((r) => cents(r[at(k)])),
        k,
      ).toEqual(screen.rows.map((r: any) => cents(r[k])));
      expect(cents(totals[at(k)]), k).toBe(cents(screen.totals[k]));
      expect(
        rows.reduce((s, r) => s + cents(r[at(k)]), 0),
        k,
      ).toBe(cents(screen.totals[k]));
    }
    expect(totals[at('margin')]).toBe(Math.round(screen.totals.margin * 10000) / 100);
    expect(rows[0][at('costSource')]).toBe('profit.export.source.purchasePrice');
    expect(rows[0][at('currency')]).toBe('CNY');
    expect(rows[0][at('orderedAt')]).toEqual(new Date('2026-03-20T08:00:00Z'));
  });

  it('follows the filter: a shop, a platform, a SKU; an empty period has nothing to export', async () => {
    const shopB = await db().shop.findFirstOrThrow({ where: { companyId: w.companyId, shopName: 'Shop B' } });
    expect((await exported('profitReportOrder', { ...MARCH, shopIds: [shopB.id] })).cells.map((r) => r[0])).toEqual([orderNos[2], 'profit.export.totals']);
    expect((await exported('profitReportOrder', { ...MARCH, platformType: 2 })).count).toBe(3);
    const lamp = await db().sku.findFirstOrThrow({ where: { companyId: w.companyId, sku: 'LAMP-1' } });
    expect((await exported('profitReportOrder', { ...MARCH, skuId: lamp.id })).cells.map((r) => r[0])).toEqual([
      orderNos[1],
      orderNos[0],
      'profit.export.totals',
    ]);
    const empty = await exported('profitReportOrder', { from: '2025-01-01T00:00:00Z', to: '2025-01-31T00:00:00Z' });
    expect([empty.count, empty.cells]).toEqual([0, []]);
  });
});

describe('profitReport export', () => {
  it('exports the groups of each grouping and the totals, agreeing with the screen to the cent', async () => {
    for (const groupBy of ['shop', 'platform', 'sku', 'period']) {
      const f = { ...MARCH, groupBy, granularity: 'week' };
      const screen = (await gql(REPORT, { f })).profitReport.data;
      const x = await exported('profitReport', f);
      expect(x.count, groupBy).toBe(screen.totalCount + 1);
      const rows = x.cells.slice(0, -1);
      const totals = x.cells.at(-1)!;
      const at = (k: string) => x.headers.indexOf(`profit.export.col.${k}`);
      const terms = groupBy === 'sku' ? (['goods', 'productCost', 'profit'] as const) : TERMS;
      for (const k of terms) {
        expect(
          rows.map((r) => cents(r[at(k)])),
          `${groupBy} ${k}`,
        ).toEqual(screen.rows.map((r: any) => cents(r[k])));
        expect(cents(totals[at(k)]), `${groupBy} ${k}`).toBe(cents(screen.totals[k]));
      }
      expect(totals[0]).toBe('profit.export.totals');
      expect(at('quantity') >= 0, groupBy).toBe(groupBy === 'sku');
      expect(at('vat') >= 0, groupBy).toBe(groupBy !== 'sku');
    }
    const byShop = await exported('profitReport', { ...MARCH, groupBy: 'shop' });
    expect(byShop.cells.map((r) => r[0]).sort()).toEqual(['B alias', 'Shop A', 'profit.export.totals']);
    const byPlatform = await exported('profitReport', { ...MARCH, groupBy: 'platform' });
    expect(byPlatform.cells.map((r) => r[0]).sort()).toEqual(['Amazon', 'eBay', 'profit.export.totals']);
    const bySku = await exported('profitReport', { ...MARCH, groupBy: 'sku' });
    expect(bySku.cells.filter((r) => r[0] === 'BULB-1').map((r) => r[1])).toEqual([10]);
  });

  it('by day: one row per day with orders, in date order', async () => {
    const x = await exported('profitReport', { from: '2026-03-01T00:00:00Z', to: '2026-03-31T23:59:59Z', groupBy: 'period', granularity: 'day' });
    expect(x.count).toBe(4);
    expect(x.cells.slice(0, -1).map((r) => r[0])).toEqual(['2026-03-05', '2026-03-09', '2026-03-20']);
  });
});

describe('through the task queue', () => {
  it('the worker writes the file with headers in the user’s language; an empty filter is refused', async () => {
    const ok = await app.gql(START, { i: { reportType: 'profitReportOrder', filter: MARCH } }, { token: w.token, lang: 'zh' });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.startExport.data.reportName).toBe('订单利润报表');
    const { job, rows } = await exportedRows(app, ok.body.data.startExport.data.id, w.token);
    expect(job).toMatchObject({ status: 10, rowCount: 4 });
    expect(rows[0].slice(0, 3)).toEqual(['订单号', '店铺', '下单时间']);
    expect(rows.at(-1)![0]).toBe('合计');
    expect(rows.slice(1).map((r) => r[0])).toEqual([orderNos[2], orderNos[1], orderNos[0], '合计']);

    const empty = await app.gql(
      START,
      { i: { reportType: 'profitReport', filter: { from: '2025-01-01T00:00:00Z', to: '2025-01-31T00:00:00Z' } } },
      { token: w.token },
    );
    expect(empty.body.data.startExport).toMatchObject({ messageId: 'report.emptyExport' });
  });

  it('every header and source has its zh and en text', () => {
    for (const type of ['profitReport', 'profitReportOrder']) {
      const def = exportDefinition(type)!;
      for (const id of [def.nameId, ...def.columns.map((c) => c.headerId), 'profit.export.totals']) {
        expect(translate('zh', id), id).not.toBe(id);
        expect(translate('en', id), id).not.toBe(id);
        expect(translate('zh', id)).not.toBe(translate('en', id));
      }
    }
    for (const s of ['lot', 'purchasePrice', 'mixed', 'none', 'estimated', 'actual'])
      expect(translate('en', `profit.export.source.${s}`)).not.toContain('profit.');
  });
});

describe('bad filters, permissions and tenancy', () => {
  it('refuses a bad filter with its message, and an unknown key', async () => {
    const def = exportDefinition('profitReport')!;
    expect(() => parseExportFilter(def, { groupBy: 'colour' })).toThrow(
      expect.objectContaining({ issues: [expect.objectContaining({ messageId: 'profit.groupByInvalid' })] }),
    );
    expect(() => parseExportFilter(def, { shop: 1 })).toThrow(
      expect.objectContaining({ issues: [expect.objectContaining({ messageId: 'report.unknownFilter' })] }),
    );
    await expect(def.count(mine, parseExportFilter(def, { from: MARCH.to, to: MARCH.from }))).rejects.toMatchObject({
      issues: [expect.objectContaining({ field: 'to', messageId: 'profit.toBeforeFrom' })],
    });
  });

  it('needs the page of each report; never exports another company’s orders or shops', async () => {
    const { token } = await roleAccount(app, w.companyId, { username: 'px_summary_only', role: 'summary only', permissions: ['dataSummary'] });
    const ctx = await contextOf(app, token);
    for (const type of ['profitReport', 'profitReportOrder']) {
      const def = exportDefinition(type)!;
      expect(def.permission).toBe(type);
      await expect(def.count(ctx, parseExportFilter(def, MARCH)), type).rejects.toMatchObject({ messageId: 'permission.denied' });
    }
    const theirs = await exported('profitReportOrder', MARCH, await contextOf(app, other.token));
    expect(theirs.cells.map((r) => r[0])).toEqual(['PX-FOREIGN', 'profit.export.totals']);
    const foreignShop = await db().shop.findFirstOrThrow({ where: { companyId: other.companyId } });
    const def = exportDefinition('profitReportOrder')!;
    await expect(def.count(mine, parseExportFilter(def, { ...MARCH, shopIds: [foreignShop.id] }))).rejects.toMatchObject({ messageId: 'profit.shopNotFound' });
  });
});
