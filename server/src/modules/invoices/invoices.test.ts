// Invoices over GraphQL (issue 22 item 3): invoice company headers (CRUD, every field rule in zh
// and en, nothing written), issuing (rows and totals from the order items, hand-computed; drawee
// from the buyer or edited), gapless numbers per header (a refused issue takes no number; two
// concurrent issues get consecutive numbers, on PostgreSQL with TEST_DB=postgres), every refusal
// (another company's order or header, already invoiced, no orders, mixed currency, cancelled),
// voiding (keeps the number, frees the order), the PDF, tenancy and permissions.
import { describe, expect, it } from 'vitest';
import { type CompanyWorld, ERROR_FIELDS as ERR, okOf as ok, roleAccount, type TestApp, twoCompanySuite } from '../../../test/harness';
import { idInputMutation, inputMutation } from '../../../test/mutations';

let app: TestApp;
let w: CompanyWorld;
let other: CompanyWorld;
const { db, gql } = twoCompanySuite(['Invoice Co', 'Other Invoice Co'], (...s) => ([app, w, other] = s));
const snapshot = async (companyId = w.companyId) => [
  await db().invoiceCompany.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
  await db().invoice.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
  await db().invoiceLine.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
  await db().invoiceOrder.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
];

const HEADER = 'id name address country taxNumber bankName bankAccount bankSwift prefix nextNumber currency taxRate isDefault invoiceCount';
const INVOICE =
  'id number status drawee address country currency taxRate netTotal taxTotal total invoicedAt voidReason invoiceCompany { name } lines { lineNo sku title quantity unitPrice taxRate net tax amount } orders { orderNo active }';

const header = (over: Record<string, unknown> = {}) => ({
  name: 'Shenzhen Trading Ltd',
  address: 'Keji Rd 1, Shenzhen',
  country: 'cn',
  taxNumber: 'DE123456789',
  bankName: 'Bank of China',
  bankAccount: '6222 0000 1111',
  bankSwift: 'bkchcnbj',
  prefix: 'INV-',
  currency: 'eur',
  taxRate: '19',
  ...over,
});
const createHeader = inputMutation(gql, 'createInvoiceCompany', 'InvoiceCompanyInput', HEADER);
const updateHeader = idInputMutation(gql, 'updateInvoiceCompany', 'InvoiceCompanyInput', HEADER);
const deleteHeader = async (id: number, token?: string) =>
  (await gql(`mutation($id: Int!) { deleteInvoiceCompany(id: $id) { __typename ... on MutationDeleteInvoiceCompanySuccess { data } ${ERR} } }`, { id }, token))
    .deleteInvoiceCompany;
const issue = inputMutation(gql, 'issueInvoice', 'IssueInvoiceInput', INVOICE);
const voidIt = async (id: number, reason: string, token?: string, lang?: string) =>
  (
    await gql(
      `mutation($id: Int!, $r: String!) { voidInvoice(id: $id, reason: $r) { __typename ${ok('voidInvoice', INVOICE)} ${ERR} } }`,
      { id, r: reason },
      token,
      lang,
    )
  ).voidInvoice;

let seq = 0;
async function makeOrder(
  companyId: number,
  over: Record<string, unknown> = {},
  items = [{ title: 'T恤 T-shirt', quantity: 2, unitPrice: '10.00', platformSku: 'TS-1' }],
) {
  const shop = await db().shop.findFirst({ where: { companyId } });
  const shopId =
    shop?.id ?? (await db().shop.create({ data: { companyId, platformType: 2, platform: 'amazon', shopName: `Shop ${companyId}`, status: 1 } })).id;
  const n = ++seq;
  return db().order.create({
    data: {
      companyId,
      shopId,
      platformType: 2,
      platformOrderNo: `IV-${n}-${Date.now()}`,
      orderNo: `IV${Date.now()}${n}`,
      orderedAt: new Date('2026-11-20T10:00:00Z'),
      status: 'shipped',
      buyerName: 'Hans Müller',
      address1: 'Hauptstr. 5',
      city: 'Berlin',
      postcode: '10115',
      country: 'DE',
      currency: 'EUR',
      shippingFee: '5.00',
      itemsTotal: '20.00',
      totalAmount: '25.00',
      ...over,
      items: { create: items.map((i) => ({ companyId, ...i })) },
    },
  });
}

let headerId = 0;
let otherHeaderId = 0;

describe('invoice company headers', () => {
  it('creates, edits and lists a header; the first is the default', async () => {
    const made = await createHeader(header());
    expect(made.__typename).toBe('MutationCreateInvoiceCompanySuccess');
    expect(made.data).toMatchObject({ country: 'CN', currency: 'EUR', bankSwift: 'BKCHCNBJ', taxRate: '19', nextNumber: 1, isDefault: true, invoiceCount: 0 });
    headerId = made.data.id;
    const second = await createHeader(header({ name: 'Second Ltd', prefix: 'B-', isDefault: true, nextNumber: 100 }));
    expect(second.data).toMatchObject({ isDefault: true, nextNumber: 100 });
    const list = await gql('{ invoiceCompanies(first: 10) { totalCount edges { node { name isDefault } } } }');
    expect(list.invoiceCompanies.edges.map((e: { node: object }) => e.node)).toEqual([
      { name: 'Shenzhen Trading Ltd', isDefault: false },
      { name: 'Second Ltd', isDefault: true },
    ]);
    const edited = await updateHeader(second.data.id, header({ name: 'Second Ltd', prefix: 'B-', nextNumber: 7, taxRate: '7.5' }));
    expect(edited.data).toMatchObject({ nextNumber: 7, taxRate: '7.5', isDefault: true });
    expect((await deleteHeader(second.data.id)).__typename).toBe('MutationDeleteInvoiceCompanySuccess');
    otherHeaderId = (await createHeader(header({ name: 'Their Ltd' }), other.token)).data.id;
  });

  it('refuses every broken field rule with its message in zh and en, writing nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', 'invoices.nameRequired'],
      [{ address: '' }, 'address', 'invoices.addressRequired'],
      [{ country: '' }, 'country', 'invoices.countryRequired'],
      [{ country: 'DEU' }, 'country', 'invoices.countryInvalid'],
      [{ taxNumber: 'DE#1' }, 'taxNumber', 'invoices.taxNumberInvalid'],
      [{ bankAccount: 'ab_12' }, 'bankAccount', 'invoices.bankAccountInvalid'],
      [{ bankSwift: 'ABC' }, 'bankSwift', 'invoices.swiftInvalid'],
      [{ prefix: '' }, 'prefix', 'invoices.prefixRequired'],
      [{ prefix: 'IN V' }, 'prefix', 'invoices.prefixInvalid'],
      [{ nextNumber: 0 }, 'nextNumber', 'invoices.nextNumberInvalid'],
      [{ currency: 'EURO' }, 'currency', 'invoices.currencyInvalid'],
      [{ taxRate: '100' }, 'taxRate', 'invoices.taxRateInvalid'],
      [{ taxRate: '1.234' }, 'taxRate', 'invoices.taxRateInvalid'],
      [{ name: 'x'.repeat(101) }, 'name', 'validation.tooLong'],
      [{ name: 'Shenzhen Trading Ltd', prefix: 'Z-' }, 'name', 'invoices.nameTaken'],
      [{ name: 'New name', prefix: 'INV-' }, 'prefix', 'invoices.prefixTaken'],
    ];
    for (const [over, field, messageId] of cases) {
      for (const lang of ['en', 'zh']) {
        const r = await createHeader(header({ name: 'Fresh', prefix: 'F-', ...over }), undefined, lang);
        expect(r.fieldErrors, `${messageId} ${lang}`).toEqual([expect.objectContaining({ field, messageId })]);
        const text = r.fieldErrors[0].message as string;
        expect(text).not.toContain('invoices.');
        if (lang === 'zh') expect(text).toMatch(/[\u4e00-\u9fff]|SWIFT/);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('issuing invoices', () => {
  it('takes the rows from the order items (tax included) and the drawee from the buyer, numbered from the header', async () => {
    const o = await makeOrder(w.companyId);
    const r = await issue({ invoiceCompanyId: headerId, orderIds: [o.id], invoicedAt: '2026-11-25T09:00:00Z' });
    expect(r.__typename).toBe('MutationIssueInvoiceSuccess');
    // 2 × 10.00 at 19 % included: tax 20 × 19 / 119 = 3.19, net 16.81; shipping 5.00: tax 0.80, net 4.20
    expect(r.data).toMatchObject({
      number: 'INV-000001',
      status: 'issued',
      drawee: 'Hans Müller',
      address: 'Hauptstr. 5, 10115 Berlin',
      country: 'DE',
      currency: 'EUR',
      taxRate: '19',
      netTotal: '21.01',
      taxTotal: '3.99',
      total: '25',
      invoicedAt: '2026-11-25T09:00:00.000Z',
      invoiceCompany: { name: 'Shenzhen Trading Ltd' },
      orders: [{ orderNo: o.orderNo, active: true }],
    });
    expect(r.data.lines).toEqual([
      { lineNo: 1, sku: 'TS-1', title: 'T恤 T-shirt', quantity: 2, unitPrice: '10', taxRate: '19', net: '16.81', tax: '3.19', amount: '20' },
      { lineNo: 2, sku: '', title: 'Shipping', quantity: 1, unitPrice: '5', taxRate: '19', net: '4.2', tax: '0.8', amount: '5' },
    ]);
    // edited drawee, address, country and tax rate; two orders on one invoice
    const a = await makeOrder(w.companyId, { shippingFee: '0' });
    const b = await makeOrder(w.companyId, { shippingFee: '0' }, [{ title: 'Cap', quantity: 1, unitPrice: '9.99', platformSku: 'CAP' }]);
    const two = await issue({
      invoiceCompanyId: headerId,
      orderIds: [a.id, b.id],
      drawee: 'Müller GmbH',
      address: 'Industriestr. 1',
      country: 'at',
      taxRate: '0',
    });
    expect(two.data).toMatchObject({ number: 'INV-000002', drawee: 'Müller GmbH', address: 'Industriestr. 1', country: 'AT', taxTotal: '0', total: '29.99' });
    expect(two.data.lines.map((l: { sku: string }) => l.sku)).toEqual(['TS-1', 'CAP']);
    const list = await gql('query($f: InvoiceFilter) { invoices(first: 10, filter: $f) { totalCount edges { node { number } } } }', {
      f: { keyword: b.orderNo },
    });
    expect(list.invoices).toEqual({ totalCount: 1, edges: [{ node: { number: 'INV-000002' } }] });
    const byStatus = await gql('query($f: InvoiceFilter) { invoices(first: 1, filter: $f) { totalCount } }', {
      f: { status: 'issued', invoiceCompanyId: headerId },
    });
    expect(byStatus.invoices.totalCount).toBe(2);
  });

  it('refuses bad input with its message in zh and en, writing nothing and taking no number', async () => {
    const mine = await makeOrder(w.companyId);
    const theirs = await makeOrder(other.companyId);
    const usd = await makeOrder(w.companyId, { currency: 'USD' });
    const cancelled = await makeOrder(w.companyId, { status: 'cancelled' });
    const done = await makeOrder(w.companyId);
    expect((await issue({ invoiceCompanyId: headerId, orderIds: [done.id] })).__typename).toBe('MutationIssueInvoiceSuccess');
    const noBuyer = await makeOrder(w.companyId, { buyerName: '' });
    const before = await snapshot();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ orderIds: [] }, 'orderIds', 'invoices.ordersRequired'],
      [{ orderIds: [theirs.id] }, 'orderIds', 'invoices.orderNotFound'],
      [{ orderIds: [mine.id, 999999999] }, 'orderIds', 'invoices.orderNotFound'],
      [{ orderIds: [mine.id, done.id] }, 'orderIds', 'invoices.orderAlreadyInvoiced'],
      [{ orderIds: [mine.id, usd.id] }, 'orderIds', 'invoices.mixedCurrency'],
      [{ orderIds: [cancelled.id] }, 'orderIds', 'invoices.orderCancelled'],
      [{ orderIds: [noBuyer.id] }, 'drawee', 'invoices.draweeRequired'],
      [{ invoiceCompanyId: otherHeaderId }, 'invoiceCompanyId', 'invoices.headerNotFound'],
      [{ country: 'Germany' }, 'country', 'invoices.countryInvalid'],
      [{ taxRate: '-1' }, 'taxRate', 'invoices.taxRateInvalid'],
      [{ orderIds: Array.from({ length: 51 }, (_, i) => i + 1) }, 'orderIds', 'invoices.tooManyOrders'],
    ];
    for (const [over, field, messageId] of cases) {
      for (const lang of ['en', 'zh']) {
        const r = await issue({ invoiceCompanyId: headerId, orderIds: [mine.id], ...over }, undefined, lang);
        expect(r.fieldErrors, `${messageId} ${lang}`).toEqual([expect.objectContaining({ field, messageId })]);
        expect(r.fieldErrors[0].message).not.toContain('invoices.');
      }
    }
    expect(await snapshot()).toEqual(before);
    // no number was taken by the refusals: the next issue continues the sequence
    const next = await issue({ invoiceCompanyId: headerId, orderIds: [mine.id] });
    expect(next.data.number).toBe('INV-000004');
  });

  it('voids an invoice: it keeps its number, frees its orders, and cannot be voided twice', async () => {
    const o = await makeOrder(w.companyId);
    const first = (await issue({ invoiceCompanyId: headerId, orderIds: [o.id] })).data;
    const refused = await voidIt(first.id, ' ', undefined, 'zh');
    expect(refused.fieldErrors).toEqual([expect.objectContaining({ field: 'reason', messageId: 'invoices.voidReasonRequired', message: '请输入作废原因' })]);
    const voided = await voidIt(first.id, 'Wrong address');
    expect(voided.data).toMatchObject({ number: first.number, status: 'voided', voidReason: 'Wrong address', orders: [{ orderNo: o.orderNo, active: false }] });
    expect(await voidIt(first.id, 'Again')).toMatchObject({ messageId: 'invoices.alreadyVoided' });
    const again = await issue({ invoiceCompanyId: headerId, orderIds: [o.id] });
    expect(again.data.number).not.toBe(first.number);
    expect((await gql('query($id: Int!) { invoice(id: $id) { status number } }', { id: first.id })).invoice).toEqual({
      status: 'voided',
      number: first.number,
    });
    // the header with invoices keeps its number and prefix, and cannot be deleted
    const h = (await gql('query($id: Int!) { invoiceCompany(id: $id) { nextNumber } }', { id: headerId })).invoiceCompany;
    expect((await updateHeader(headerId, header({ nextNumber: 1 }))).fieldErrors).toEqual([
      expect.objectContaining({ field: 'nextNumber', messageId: 'invoices.nextNumberLocked' }),
    ]);
    expect((await updateHeader(headerId, header({ prefix: 'NEW-', nextNumber: h.nextNumber }))).fieldErrors).toEqual([
      expect.objectContaining({ field: 'prefix', messageId: 'invoices.prefixLocked' }),
    ]);
    expect((await updateHeader(headerId, header({ address: 'New address 2', nextNumber: h.nextNumber }))).data.address).toBe('New address 2');
    expect(await deleteHeader(headerId)).toMatchObject({ messageId: 'invoices.headerInUse' });
  });

  it('two concurrent issues on one header get consecutive numbers; two for one order: one is refused', async () => {
    const h = (await createHeader(header({ name: 'Race Ltd', prefix: 'R-' }))).data;
    const [a, b] = [await makeOrder(w.companyId), await makeOrder(w.companyId)];
    const both = await Promise.all([issue({ invoiceCompanyId: h.id, orderIds: [a.id] }), issue({ invoiceCompanyId: h.id, orderIds: [b.id] })]);
    expect(both.map((r) => r.data.number).sort()).toEqual(['R-000001', 'R-000002']);
    const c = await makeOrder(w.companyId);
    const race = await Promise.all([issue({ invoiceCompanyId: h.id, orderIds: [c.id] }), issue({ invoiceCompanyId: h.id, orderIds: [c.id] })]);
    expect(race.map((r) => r.__typename).sort()).toEqual(['MutationIssueInvoiceSuccess', 'ValidationError']);
    expect(race.find((r) => r.fieldErrors)!.fieldErrors[0].messageId).toBe('invoices.orderAlreadyInvoiced');
    expect(race.find((r) => r.data)!.data.number).toBe('R-000003');
    expect((await gql('query($id: Int!) { invoiceCompany(id: $id) { nextNumber invoiceCount } }', { id: h.id })).invoiceCompany).toEqual({
      nextNumber: 4,
      invoiceCount: 3,
    });
  });

  it('answers the PDF of an invoice, not of another company', async () => {
    const inv = await db().invoice.findFirstOrThrow({ where: { companyId: w.companyId }, orderBy: { id: 'asc' } });
    const pdf = (
      await gql(
        'mutation($id: Int!) { invoicePdf(id: $id) { __typename ... on MutationInvoicePdfSuccess { data { filename pages contentBase64 } } ' + ERR + ' } }',
        { id: inv.id },
        undefined,
        'zh',
      )
    ).invoicePdf;
    expect(pdf.data.filename).toBe(`${inv.number}.pdf`);
    expect(pdf.data.pages).toBe(1);
    expect(Buffer.from(pdf.data.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const foreign = (await gql(`mutation($id: Int!) { invoicePdf(id: $id) { __typename ${ERR} } }`, { id: inv.id }, other.token)).invoicePdf;
    expect(foreign).toMatchObject({ messageId: 'invoices.invoiceNotFound' });
    const seen = await gql('query($id: Int!) { invoice(id: $id) { id } invoices(first: 5) { totalCount } }', { id: inv.id }, other.token);
    expect(seen).toEqual({ invoice: null, invoices: { totalCount: 0 } });
    expect(await voidIt(inv.id, 'Theirs', other.token)).toMatchObject({ messageId: 'invoices.invoiceNotFound' });
    expect(await updateHeader(headerId, header(), other.token)).toMatchObject({ messageId: 'invoices.headerNotFound' });
  });

  it('needs the page permissions to see and the actions to change', async () => {
    const username = `inv_viewer_${w.companyId}`;
    const { token } = await roleAccount(app, w.companyId, { username, role: 'Invoice viewer', permissions: ['invoicesManage'], realname: 'Viewer' });
    const before = await snapshot();
    const refused = async (query: string, variables: Record<string, unknown> = {}) => (await app.gql(query, variables, { token })).body.errors?.[0]?.extensions;
    const o = await makeOrder(w.companyId);
    expect(
      await refused('mutation($i: IssueInvoiceInput!) { issueInvoice(input: $i) { __typename } }', { i: { invoiceCompanyId: headerId, orderIds: [o.id] } }),
    ).toMatchObject({
      messageId: 'permission.denied',
      permission: 'salesInvoice.issue',
    });
    expect(await refused('mutation { voidInvoice(id: 1, reason: "x") { __typename } }')).toMatchObject({ permission: 'salesInvoice.void' });
    expect(
      await refused('mutation($i: InvoiceCompanyInput!) { createInvoiceCompany(input: $i) { __typename } }', { i: header({ name: 'V', prefix: 'V-' }) }),
    ).toMatchObject({
      permission: 'invoiceCompany.update',
    });
    expect(await refused('{ invoiceCompanies(first: 5) { totalCount } }')).toMatchObject({ messageId: 'permission.denied' });
    expect(await snapshot()).toEqual(before);
    expect((await gql('{ invoices(first: 1) { totalCount } invoiceCompanyOptions { name } }', {}, token)).invoiceCompanyOptions.length).toBeGreaterThan(0);
  });
});
