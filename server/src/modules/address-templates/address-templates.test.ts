// Address templates over GraphQL (issue 18 C): every field rule (spec 02 §5: phone only digits,
// plus, minus and spaces) refused with its message and nothing written; one default per warehouse
// and kind; senderAddressFor for labels and carriers; tenancy.
import { describe, expect, it } from 'vitest';
import { dataGql, ERROR_FIELDS as ERR, worldsSuite, type TestApp } from '../../../test/harness';
import { inputMutation } from '../../../test/mutations';
import { stockWorld, type StockWorld } from '../inventory/fixtures';
import { unscopedDb } from '../../platform/db';
import { senderAddressFor } from './address-templates.service';

let app: TestApp;
let w: StockWorld;
let other: StockWorld;

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const rows = () => db().addressTemplate.findMany({ where: { companyId: w.company.companyId }, orderBy: { id: 'asc' } });

const FIELDS = 'id warehouseId warehouseName kind name company country state city street postalCode phone email isDefault';

const gql = dataGql(
  () => app,
  () => w.company.token,
);
const create = inputMutation(gql, 'createAddressTemplate', 'AddressTemplateInput', FIELDS);
const good = () => ({
  warehouseId: w.wh1.id,
  name: 'Zhang San',
  company: 'Demo Trading',
  country: 'cn',
  state: 'Guangdong',
  city: 'Shenzhen',
  street: '1 Keji Rd',
  postalCode: '518000',
  phone: '+86 755-1234 5678',
  email: 'ship@example.com',
});

worldsSuite(stockWorld, ['Address Co', 'Other Address Co'], (...s) => ([app, w, other] = s));

describe('address templates (spec 02 §2 /addressTemplate, §5 phone characters)', () => {
  let firstId: number;

  it('creates a sender address; the first of a warehouse is its default', async () => {
    const r = await create(good());
    expect(r.__typename).toBe('MutationCreateAddressTemplateSuccess');
    expect(r.data).toMatchObject({ kind: 'sender', country: 'CN', phone: '+86 755-1234 5678', isDefault: true, warehouseName: w.wh1.name });
    firstId = r.data.id;
  });

  it('refuses each broken rule with its message (zh and en) and writes nothing', async () => {
    const before = await rows();
    const field = async (patch: Record<string, unknown>, lang = 'en') => (await create({ ...good(), ...patch }, undefined, lang)).fieldErrors?.[0];
    expect(await field({ phone: '+86 755 CALL-ME' })).toEqual({
      field: 'phone',
      messageId: 'validation.phone',
      message: 'The phone number may contain only digits, +, - and spaces',
    });
    expect((await field({ phone: '138abc' }, 'zh')).message).toMatch(/数字/);
    expect(await field({ phone: '(0755) 1234' })).toMatchObject({ field: 'phone', messageId: 'validation.phone' });
    expect(await field({ phone: '1'.repeat(31) })).toMatchObject({ field: 'phone', messageId: 'validation.tooLong' });
    expect(await field({ name: '  ' })).toMatchObject({ field: 'name', messageId: 'validation.required', message: 'Name is required' });
    expect(await field({ city: '' })).toMatchObject({ field: 'city', messageId: 'validation.required', message: 'City is required' });
    expect(await field({ street: '' })).toMatchObject({ field: 'street', messageId: 'validation.required' });
    expect(await field({ country: 'China' })).toMatchObject({ field: 'country', messageId: 'address.countryCode' });
    expect(await field({ postalCode: '518#000' })).toMatchObject({ field: 'postalCode', messageId: 'address.postalCode' });
    expect(await field({ email: 'not-mail' })).toMatchObject({ field: 'email', messageId: 'validation.email' });
    expect(await field({ kind: 'billing' })).toMatchObject({ field: 'kind', messageId: 'address.kindInvalid' });
    expect(await field({ name: 'x'.repeat(51) })).toMatchObject({ field: 'name', messageId: 'validation.tooLong' });
    // another company's warehouse is "not found" like an unknown one
    expect(await field({ warehouseId: other.wh1.id })).toEqual({
      field: 'warehouseId',
      messageId: 'address.warehouseNotFound',
      message: 'Warehouse not found',
    });
    expect(await field({ warehouseId: 2_000_000_000 })).toMatchObject({ field: 'warehouseId', messageId: 'address.warehouseNotFound' });
    expect(await rows()).toEqual(before);
  });

  it('keeps one default per warehouse and kind; senderAddressFor answers it', async () => {
    const second = (await create({ ...good(), name: 'Li Si', isDefault: true })).data;
    const ret = (await create({ ...good(), kind: 'return', name: 'Returns desk' })).data;
    expect(ret.isDefault).toBe(true); // first return address of the warehouse
    let all = await rows();
    expect(all.filter((r) => r.kind === 'sender' && r.isDefault).map((r) => r.id)).toEqual([second.id]);
    expect(await senderAddressFor(w.ctx, w.wh1.id)).toMatchObject({ name: 'Li Si', city: 'Shenzhen' });
    expect(await senderAddressFor(w.ctx, w.wh1.id, 'return')).toMatchObject({ name: 'Returns desk' });
    expect(await senderAddressFor(w.ctx, w.wh2.id)).toBeNull();
    const set = await gql(
      `mutation($id: Int!) { setDefaultAddressTemplate(id: $id) { ... on MutationSetDefaultAddressTemplateSuccess { data { id isDefault } } ${ERR} } }`,
      {
        id: firstId,
      },
    );
    expect(set.setDefaultAddressTemplate.data).toEqual({ id: firstId, isDefault: true });
    all = await rows();
    expect(all.filter((r) => r.kind === 'sender' && r.isDefault).map((r) => r.id)).toEqual([firstId]);
    // deleting the default hands it to the oldest remaining one
    await gql(`mutation($id: Int!) { deleteAddressTemplate(id: $id) { __typename } }`, { id: firstId });
    expect((await rows()).filter((r) => r.kind === 'sender' && r.isDefault).map((r) => r.id)).toEqual([second.id]);
  });

  it('lists by warehouse and kind; another company cannot reach the addresses', async () => {
    const list = await gql(`query($f: AddressTemplateFilter) { addressTemplates(first: 10, filter: $f) { totalCount edges { node { name kind } } } }`, {
      f: { warehouseId: w.wh1.id, kind: 'return' },
    });
    expect(list.addressTemplates).toEqual({ totalCount: 1, edges: [{ node: { name: 'Returns desk', kind: 'return' } }] });
    const mine = (await rows())[0];
    const foreign = await gql(
      `mutation($id: Int!, $i: AddressTemplateInput!) { updateAddressTemplate(id: $id, input: $i) { __typename ${ERR} } }`,
      { id: mine.id, i: { ...good(), warehouseId: other.wh1.id } },
      other.company.token,
    );
    expect(foreign.updateAddressTemplate).toMatchObject({ __typename: 'NotFoundError', messageId: 'address.notFound' });
    const theirs = await gql('{ addressTemplates(first: 10) { totalCount } }', {}, other.company.token);
    expect(theirs.addressTemplates.totalCount).toBe(0);
  });
});
