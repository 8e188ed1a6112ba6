// Export templates (issue 18 C): column rules refused with their messages, names unique, and the
// orders export through the task queue writes the template's columns in the template's order.
import { REPORT_JOB_STATUS } from '@erp/schema';
import { describe, expect, it } from 'vitest';
import { dataGql, ERROR_FIELDS as ERR, worldsSuite, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';
import { makeOrder, orderWorld, type OrderWorld } from '../orders/orders.fixtures';
import { exportedRows } from '../report-jobs/export.fixtures';

let app: TestApp;
let w: OrderWorld;
let other: OrderWorld;

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const rows = () => db().exportTemplate.findMany({ where: { companyId: w.company.companyId }, orderBy: { id: 'asc' } });

const gql = dataGql(
  () => app,
  () => w.company.token,
);
const create = async (input: Record<string, unknown>, lang = 'en') =>
  (
    await gql(
      `mutation($i: ExportTemplateInput!) { createExportTemplate(input: $i) { __typename ... on MutationCreateExportTemplateSuccess { data { id name columns } } ${ERR} } }`,
      { i: input },
      undefined,
      lang,
    )
  ).createExportTemplate;

worldsSuite(orderWorld, ['Export Tpl Co', 'Other Export Tpl Co'], (...s) => ([app, w, other] = s));

describe('export templates (spec 02 §2 /exportTemplate)', () => {
  it('refuses broken column rules with their messages and writes nothing', async () => {
    expect((await create({ name: 'None', columns: [] })).fieldErrors[0]).toEqual({
      field: 'columns',
      messageId: 'exportTemplate.noColumns',
      message: 'Choose at least one column',
    });
    expect((await create({ name: 'Bad', columns: ['orderNo', 'password'] })).fieldErrors[0]).toMatchObject({
      field: 'columns',
      messageId: 'exportTemplate.unknownColumn',
    });
    expect((await create({ name: 'Twice', columns: ['orderNo', 'orderNo'] }, 'zh')).fieldErrors[0]).toMatchObject({
      messageId: 'exportTemplate.duplicateColumn',
      message: '有列被重复选择',
    });
    expect((await create({ name: ' ', columns: ['orderNo'] })).fieldErrors[0]).toMatchObject({ field: 'name', messageId: 'validation.required' });
    expect(await rows()).toEqual([]);
  });

  it('exports the orders with the template columns in the template order, through the task queue', async () => {
    const made = await create({ name: 'Finance', columns: ['totalAmount', 'orderNo', 'buyerName', 'country'] });
    expect(made.data.columns).toEqual(['totalAmount', 'orderNo', 'buyerName', 'country']);
    expect((await create({ name: 'FINANCE', columns: ['orderNo'] })).fieldErrors[0]).toMatchObject({ field: 'name', messageId: 'exportTemplate.nameExists' });
    const a = await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'CUP', quantity: 2, unitPrice: '3.50' }], buyerName: 'Ann', country: 'DE' });
    await makeOrder(w, { shopId: w.shop1.id, items: [{ platformSku: 'BOX', quantity: 1 }], buyerName: 'Not ticked' });
    const started = await gql(
      `mutation($i: StartExportInput!) { startExport(input: $i) { __typename ... on MutationStartExportSuccess { data { id reportName } } ${ERR} } }`,
      { i: { reportType: 'ordersTemplate', filter: { templateId: made.data.id, ids: [a.id] } } },
    );
    expect(started.startExport.data.reportName).toBe('Orders (export template)');
    const { job, rows: got } = await exportedRows(app, started.startExport.data.id, w.company.token);
    expect(job.status).toBe(REPORT_JOB_STATUS.finished);
    expect(got).toEqual([
      ['Order total', 'Order no.', 'Buyer name', 'Country'],
      [7, a.orderNo, 'Ann', 'DE'],
    ]);
  });

  it("refuses another company's template in the export and on edit", async () => {
    const mine = (await rows())[0];
    const r = await gql(
      `mutation($i: StartExportInput!) { startExport(input: $i) { __typename ${ERR} } }`,
      { i: { reportType: 'ordersTemplate', filter: { templateId: mine.id } } },
      other.company.token,
    );
    expect(r.startExport.fieldErrors[0]).toMatchObject({ field: 'templateId', messageId: 'exportTemplate.notFound' });
    const del = await gql(`mutation($id: Int!) { deleteExportTemplate(id: $id) { __typename ${ERR} } }`, { id: mine.id }, other.company.token);
    expect(del.deleteExportTemplate).toMatchObject({ __typename: 'NotFoundError', messageId: 'exportTemplate.notFound' });
    expect(await rows()).toHaveLength(1);
  });
});
