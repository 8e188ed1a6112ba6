// Freight imports through REST (issue 18; spec 02 §2 'shipping templates (import …)', §5
// 'Logistics'): shipping templates and partition rules from .xlsx / .csv, all or nothing, every
// rule broken once with its row, column and message and nothing written; the templates downloaded
// and imported back as they are; another company's names do not count.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { worldsSuite, type TestApp } from '../../../test/harness';
import { postMultipart } from '../storage/multipart.testing';
import { companyRows, logisticsWorld, type LogisticsWorld } from '../logistics/fixtures';

let app: TestApp;
let w: LogisticsWorld;
let other: LogisticsWorld;
worldsSuite(logisticsWorld, ['Freight Import Co', 'Freight Import Other Co'], (...s) => ([app, w, other] = s));

const post = (path: string, filename: string, data: Buffer, lang = 'en', token = w.company.token) =>
  postMultipart(app, `freight/${path}`, [{ name: 'file', filename, data }], { token, lang });
const snapshot = (companyId: number) =>
  companyRows(app, companyId, (db, where) => [
    db.shippingTemplate.findMany({ where, orderBy: { id: 'asc' } }),
    db.shippingPartitionRule.findMany({ where, orderBy: { id: 'asc' } }),
  ]);

const csv = (lines: string[]) => Buffer.from(lines.join('\r\n'));
async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('S');
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await book.xlsx.writeBuffer());
}
const T_HEAD =
  'name,billingMethod,volumeCoefficient,pricingMode,currency,effectiveAt,startWeight,endWeight,firstWeight,firstPrice,additionalWeight,additionalPrice';
const P_HEAD = 'name,scheme,zoneName,country,state,postalFrom,postalTo,registrationFee,operationFee,additionalRate';

describe('shipping templates from a file', () => {
  it('imports an .xlsx (headers in Chinese, rows of one name form one template) and a .csv', async () => {
    const file = await xlsx([
      ['名称', '计费方式', '体积系数', '计价方式', '币种', '起始重量(g)', '结束重量(g)', '首重(g)', '首重价格', '续重(g)', '续重价格'],
      ['Import A', '体积重', 8000, 'firstContinued', 'CNY', 0, 2000, 500, 10, 500, 3],
      ['Import A', '', '', '', '', 2000, 5000, 2500, 25.5, 1000, 7.25],
      ['Import B', 'actual', '', '', 'usd', 0, 30000, 1000, 4, 1000, 1.5],
    ]);
    const r = await post('templatesImport', 'templates.xlsx', file, 'zh');
    expect(r.body).toMatchObject({ code: 0, data: { templates: 2, ranges: 3 } });
    const a = await w.ctx.db.shippingTemplate.findFirstOrThrow({ where: { name: 'Import A' } });
    expect(a).toMatchObject({ billingMethod: 'volumetric', volumeCoefficient: 8000, pricingMode: 'firstContinued', currency: 'CNY' });
    expect(a.ranges).toEqual([
      expect.objectContaining({ startWeight: 0, endWeight: 2000, firstWeight: 500, firstPrice: 10 }),
      expect.objectContaining({ startWeight: 2000, endWeight: 5000, firstPrice: 25.5, additionalPrice: 7.25 }),
    ]);
    expect(await w.ctx.db.shippingTemplate.findFirstOrThrow({ where: { name: 'Import B' } })).toMatchObject({ billingMethod: 'actual', currency: 'USD' });
    // a .csv separated by semicolons
    const semi = await post('templatesImport', 't.csv', csv([T_HEAD.replaceAll(',', ';'), 'Import C;;;;;;0;1000;500;5;500;2']));
    expect(semi.body).toMatchObject({ code: 0, data: { templates: 1, ranges: 1 } });
  });

  it('refuses the whole file with each problem at its row and column, in zh and en', async () => {
    const before = await snapshot(w.company.companyId);
    const lines = [
      T_HEAD,
      'Good one,,,,,,0,2000,500,10,500,3', // fine, but the file is refused: not written
      'Overlap,,,,,,0,2000,500,10,500,3',
      'Overlap,,,,,,1500,3000,2000,20,500,3', // row 4: starts inside the range of row 3
      'Open,,,,,,2000,2000,500,10,500,3', // row 5: end not above start
      'FirstAbove,,,,,,0,1000,1500,10,500,3', // row 6: first weight above end
      'Missing,,,,,,0,1000,500,,500,3', // row 7: a fee missing
      'Words,sometimes,,,,,0,abc,500,10,500,3', // row 8: a word for a number, an unknown billing method
      'Import A,,,,,,0,1000,500,10,500,3', // row 9: the company has this name already
      'Past,,,,,2020-01-01 10:00,0,1000,500,10,500,3', // row 10: effective time in the past
      'Disagree,actual,,,CNY,,0,1000,500,10,500,3',
      'Disagree,,,,USD,,1000,2000,1500,10,500,3', // row 12: another currency than its first row
    ];
    const r = await post('templatesImport', 'bad.csv', csv(lines));
    expect(r.body.code).not.toBe(0);
    expect(r.body.message).toMatch(/nothing was imported/);
    const got = (r.body.data.errors as { row: number; column: string; message: string }[]).map((e) => `${e.row}${e.column}`);
    expect(got).toEqual(expect.arrayContaining(['4G', '5H', '6I', '7J', '8B', '8H', '9A', '10F', '12E']));
    expect(r.body.data.errors.find((e: { row: number }) => e.row === 4).message).toBe('Weight ranges cannot overlap');
    expect(got).not.toContain('2A');
    expect(await snapshot(w.company.companyId)).toBe(before);
    const zh = await post('templatesImport', 'bad.csv', csv(lines), 'zh');
    expect(zh.body.data.errors.find((e: { row: number }) => e.row === 4).message).toBe('重量区间不能重叠');
    expect(await snapshot(w.company.companyId)).toBe(before);
  });

  it('refuses a file without the needed columns, an empty file and a non-spreadsheet', async () => {
    const before = await snapshot(w.company.companyId);
    const missing = await post('templatesImport', 'x.csv', csv(['name,startWeight', 'A,0']));
    expect(missing.body.data.errors.file[0]).toMatch(/column “End weight \(g\)” is missing/);
    expect((await post('templatesImport', 'x.csv', csv([T_HEAD]))).body.data.errors.file[0]).toBe('The file has no rows to import');
    expect((await post('templatesImport', 'x.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 1]))).body.data.errors.file[0]).toMatch(/xlsx/);
    expect(await snapshot(w.company.companyId)).toBe(before);
  });

  it("another company's names do not count; without the permission nothing is read", async () => {
    // 'Import A' exists in w, not in other: other imports it
    const r = await post('templatesImport', 't.csv', csv([T_HEAD, 'Import A,,,,,,0,1000,500,5,500,2']), 'en', other.company.token);
    expect(r.body).toMatchObject({ code: 0, data: { templates: 1 } });
    expect(await other.ctx.db.shippingTemplate.count()).toBe(1);
    expect((await post('templatesImport', 't.csv', csv([T_HEAD]), 'en', '')).status).toBe(401);
  });
});

describe('partition rules from a file', () => {
  it('imports zones by rule (state, postal range, fees) and refuses each broken rule with its cell', async () => {
    const before = await snapshot(w.company.companyId);
    const bad = await post(
      'partitionRulesImport',
      'zones.csv',
      csv([
        P_HEAD,
        'Zones A,std,US West,US,,90000,96199,8,2,10',
        'Zones A,,US West,US,HI,,,,,', // row 3: zone name repeated in the rule
        'Zones A,,Reverse,US,,99999,10000,,,', // row 4: postal start above end
        'Zones A,,Half,GB,,EC1,,,,', // row 5: postal end missing
        'Zones A,,Fees,DE,,,,5,,', // row 6: fees partly filled
        'Zones A,,Bad country,USA,,,,,,', // row 7
        ',,No rule,US,,,,,,', // row 8: no rule name
      ]),
    );
    expect(bad.body.code).not.toBe(0);
    const got = (bad.body.data.errors as { row: number; column: string }[]).map((e) => `${e.row}${e.column}`);
    expect(got).toEqual(expect.arrayContaining(['3C', '4F', '5G', '7D', '8A']));
    expect(got.some((g) => g.startsWith('6'))).toBe(true);
    expect(bad.body.data.errors.find((e: { row: number }) => e.row === 3).message).toBe('Zone names cannot repeat within a partition rule');
    expect(await snapshot(w.company.companyId)).toBe(before);

    const good = await post(
      'partitionRulesImport',
      'zones.csv',
      csv([P_HEAD, 'Zones A,std,US West,US,,90000,96199,8,2,10', 'Zones A,,Hawaii,US,HI,,,12,3,20', 'Zones A,,US,US,,,,,,', 'Zones B,,All GB,GB,,,,,,']),
    );
    expect(good.body).toMatchObject({ code: 0, data: { rules: 2, zones: 4 } });
    const rule = await w.ctx.db.shippingPartitionRule.findFirstOrThrow({ where: { name: 'Zones A' } });
    expect(rule.scheme).toBe('std');
    expect(rule.zones).toEqual([
      expect.objectContaining({ name: 'US West', postalFrom: '90000', postalTo: '96199', registrationFee: 8, operationFee: 2, additionalRate: 10 }),
      expect.objectContaining({ name: 'Hawaii', state: 'HI' }),
      expect.objectContaining({ name: 'US', country: 'US', registrationFee: null }),
    ]);
    // the same rule name again: refused at its first row
    const again = await post('partitionRulesImport', 'zones.csv', csv([P_HEAD, 'zones a,,X,US,,,,,,']), 'zh');
    expect(again.body.data.errors).toEqual([expect.objectContaining({ row: 2, column: 'A', message: '已存在同名分区规则' })]);
  });
});

describe('import templates (.xlsx, no sign-in): columns, an example, imported back as they are', () => {
  async function download(url: string) {
    const res = await app.http.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    return {
      buffer: res.rawPayload,
      rows: book.worksheets[0]
        .getSheetValues()
        .filter(Boolean)
        .map((r) => (r as unknown[]).slice(1)),
    };
  }

  it('shipping templates and partition rules in zh and en', async () => {
    const t = await download('/api/v1/freight/templatesImportTemplate?lang=en');
    expect(t.rows[0]).toEqual(expect.arrayContaining(['Name', 'Billing method', 'Start weight (g)', 'End weight (g)', 'First weight (g)']));
    expect((await download('/api/v1/freight/templatesImportTemplate?lang=zh')).rows[0]).toEqual(expect.arrayContaining(['名称', '计费方式', '首重价格']));
    const p = await download('/api/v1/freight/partitionRulesImportTemplate?lang=zh');
    expect(p.rows[0]).toEqual(expect.arrayContaining(['名称', '分区名称', '国家', '邮编起始', '邮编结束', '挂号费', '操作费', '附加费率(%)']));
    // the examples pass the rules: the downloaded files import as they are (in another company)
    expect((await post('templatesImport', 't.xlsx', t.buffer, 'en', other.company.token)).body).toMatchObject({ code: 0, data: { templates: 1, ranges: 2 } });
    expect((await post('partitionRulesImport', 'p.xlsx', p.buffer, 'zh', other.company.token)).body).toMatchObject({ code: 0, data: { rules: 1, zones: 2 } });
  });

  it('tracking numbers: column A order number, B tracking number, one example row', async () => {
    for (const [lang, head] of [
      ['en', ['Order number', 'Tracking number']],
      ['zh', ['订单号', '运单号']],
    ] as const) {
      const t = await download(`/api/v1/orders/trackingImportTemplate?lang=${lang}`);
      expect(t.rows[0]).toEqual(head);
      expect(t.rows).toHaveLength(2);
    }
  });
});
