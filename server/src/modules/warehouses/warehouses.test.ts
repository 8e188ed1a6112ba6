// Warehouses and locations through the GraphQL API on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataGql, startTestApp, type TestApp } from '../../../test/harness';
import { unscopedDb } from '../../platform/db';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const ERR = `... on Error { __typename messageId message } ... on ValidationError { fieldErrors { field messageId message } } ... on PlanLimitError { limit resource }`;
const WH = 'id name code type country priority enabled isDefault locationCount';

const gql = dataGql(
  () => app,
  () => acme.token,
);
async function createWarehouse(input: Record<string, unknown>, token = acme.token) {
  const d = await gql(
    `mutation($i: CreateWarehouseInput!) { createWarehouse(input: $i) { __typename ... on MutationCreateWarehouseSuccess { data { ${WH} } } ${ERR} } }`,
    { i: { type: 'own', ...input } },
    token,
  );
  return d.createWarehouse;
}
async function updateWarehouse(input: Record<string, unknown>, token = acme.token) {
  const d = await gql(
    `mutation($i: UpdateWarehouseInput!) { updateWarehouse(input: $i) { __typename ... on MutationUpdateWarehouseSuccess { data { ${WH} } } ${ERR} } }`,
    { i: input },
    token,
  );
  return d.updateWarehouse;
}
async function createLocations(input: Record<string, unknown>, token = acme.token) {
  const d = await gql(
    `mutation($i: CreateLocationsInput!) { createLocations(input: $i) { __typename ... on MutationCreateLocationsSuccess { data { id code zone } } ${ERR} } }`,
    { i: input },
    token,
  );
  return d.createLocations;
}
const warehouseRows = (companyId = acme.companyId) => db().warehouse.findMany({ where: { companyId }, orderBy: { id: 'asc' } });
const locationRows = (companyId = acme.companyId) => db().location.findMany({ where: { companyId }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  app = await startTestApp();
  acme = await app.company('Acme', { edition: 'standard' });
  other = await app.company('Other');
});
afterAll(() => app?.close());

let shenzhen: number;
let la: number;

describe('warehouses', () => {
  it('creates warehouses; the first one is the default, one default per company', async () => {
    const a = await createWarehouse({ name: 'Shenzhen', code: 'SZ', priority: 2 });
    expect(a).toMatchObject({
      __typename: 'MutationCreateWarehouseSuccess',
      data: { name: 'Shenzhen', code: 'SZ', type: 'own', country: 'CN', priority: 2, enabled: true, isDefault: true, locationCount: 0 },
    });
    shenzhen = a.data.id;
    const b = await createWarehouse({ name: 'Los Angeles', type: 'overseas', country: 'US', priority: 1, isDefault: true });
    expect(b.data).toMatchObject({ type: 'overseas', isDefault: true });
    la = b.data.id;
    expect((await warehouseRows()).map((w) => [w.name, w.isDefault])).toEqual([
      ['Shenzhen', false],
      ['Los Angeles', true],
    ]);
    // The option list: default first, then by priority.
    const opts = await gql('{ warehouseOptions { id name type enabled } }');
    expect(opts.warehouseOptions).toEqual([
      { id: la, name: 'Los Angeles', type: 'overseas', enabled: true },
      { id: shenzhen, name: 'Shenzhen', type: 'own', enabled: true },
    ]);
    expect((await gql('{ company { usage { warehouses } } }')).company.usage.warehouses).toBe(2);
  });

  it('refuses a duplicate name ("Input content already exists"), an unknown type and the plan limit, writing nothing', async () => {
    const before = await warehouseRows();
    const dup = await createWarehouse({ name: 'Shenzhen' });
    expect(dup.fieldErrors).toEqual([{ field: 'name', messageId: 'inventory.nameExists', message: 'Input content already exists' }]);
    const type = await createWarehouse({ name: 'Mars', type: 'moon' });
    expect(type.fieldErrors).toEqual([{ field: 'type', messageId: 'inventory.warehouseType', message: 'Unknown warehouse type' }]);
    // standard edition: 2 warehouses
    const limit = await createWarehouse({ name: 'Third' });
    expect(limit).toMatchObject({ __typename: 'PlanLimitError', limit: 2, resource: 'warehouses' });
    expect(await warehouseRows()).toEqual(before);
    const renameClash = await updateWarehouse({ id: la, name: 'Shenzhen' });
    expect(renameClash.fieldErrors[0]).toMatchObject({ field: 'name', message: 'Input content already exists' });
    // the same name in another company is fine
    expect((await createWarehouse({ name: 'Shenzhen' }, other.token)).__typename).toBe('MutationCreateWarehouseSuccess');
  });

  it('edits, moves the default, and will not disable the default warehouse', async () => {
    const r = await updateWarehouse({ id: shenzhen, contact: 'Li', phone: '+86 755', isDefault: true });
    expect(r.data).toMatchObject({ isDefault: true });
    expect((await warehouseRows()).find((w) => w.id === la)!.isDefault).toBe(false);
    const refused = await updateWarehouse({ id: shenzhen, enabled: false });
    expect(refused.fieldErrors[0]).toMatchObject({ field: 'enabled', messageId: 'warehouse.defaultDisabled' });
    const off = await updateWarehouse({ id: la, enabled: false });
    expect(off.data).toMatchObject({ enabled: false, isDefault: false });
    const list = await gql('query($f: WarehouseFilter) { warehouses(first: 10, filter: $f) { totalCount edges { node { id } } } }', { f: { enabled: false } });
    expect(list.warehouses).toEqual({ totalCount: 1, edges: [{ node: { id: la } }] });
    await updateWarehouse({ id: la, enabled: true });
  });

  it("cannot see or change another company's warehouse", async () => {
    const foreign = (await warehouseRows(other.companyId))[0];
    expect((await gql('query($id: Int!) { warehouse(id: $id) { id } }', { id: foreign.id })).warehouse).toBeNull();
    expect(await updateWarehouse({ id: foreign.id, name: 'Taken' })).toMatchObject({ __typename: 'NotFoundError', messageId: 'warehouse.notFound' });
    expect((await gql('query($w: Int!) { locationOptions(warehouseId: $w) { id } }', { w: foreign.id })).locationOptions).toEqual([]);
    expect((await warehouseRows(other.companyId))[0]).toEqual(foreign);
  });
});

describe('locations', () => {
  let a01: number;

  it('creates a code range A-01…A-20 at once', async () => {
    const r = await createLocations({ warehouseId: shenzhen, prefix: 'A-', from: 1, to: 20, zone: 'A' });
    expect(r.__typename).toBe('MutationCreateLocationsSuccess');
    expect(r.data.map((l: { code: string }) => l.code)).toEqual(Array.from({ length: 20 }, (_, i) => `A-${String(i + 1).padStart(2, '0')}`));
    a01 = r.data[0].id;
    const opts = await gql('query($w: Int!) { locationOptions(warehouseId: $w) { id code } }', { w: shenzhen });
    expect(opts.locationOptions).toHaveLength(20);
    const list = await gql(
      'query($f: LocationFilter) { locations(first: 5, offset: 5, filter: $f) { totalCount edges { node { code zone warehouse { name } } } } }',
      { f: { warehouseId: shenzhen } },
    );
    expect(list.locations.totalCount).toBe(20);
    expect(list.locations.edges[0].node).toEqual({ code: 'A-06', zone: 'A', warehouse: { name: 'Shenzhen' } });
  });

  it('refuses a bad code, a clashing range and an oversized range, writing nothing', async () => {
    const before = await locationRows();
    const bad = await gql(`mutation($i: CreateLocationInput!) { createLocation(input: $i) { __typename ${ERR} } }`, {
      i: { warehouseId: shenzhen, code: 'A 01' },
    });
    expect(bad.createLocation.fieldErrors).toEqual([
      { field: 'code', messageId: 'inventory.locationCode', message: 'Location codes use 1 to 30 letters, digits, underscores or dashes' },
    ]);
    const clash = await createLocations({ warehouseId: shenzhen, prefix: 'A-', from: 18, to: 25 });
    expect(clash.fieldErrors).toEqual([
      { field: 'prefix', messageId: 'warehouse.locationExists', message: 'The location A-18 already exists in this warehouse' },
    ]);
    const big = await createLocations({ warehouseId: shenzhen, prefix: 'B-', from: 1, to: 501 });
    expect(big.fieldErrors[0]).toMatchObject({ field: 'to', messageId: 'warehouse.locationRange' });
    const backwards = await createLocations({ warehouseId: shenzhen, prefix: 'B-', from: 5, to: 1 });
    expect(backwards.fieldErrors[0]).toMatchObject({ field: 'to', messageId: 'warehouse.locationRange' });
    const foreignWh = (await warehouseRows(other.companyId))[0];
    expect(await createLocations({ warehouseId: foreignWh.id, prefix: 'X', from: 1, to: 2 })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await locationRows()).toEqual(before);
    // the same code in another warehouse is fine
    expect((await createLocations({ warehouseId: la, prefix: 'A-', from: 1, to: 2 })).data).toHaveLength(2);
  });

  it('edits and disables a location (disabled ones leave the picker); deletes only unused ones', async () => {
    const upd = await gql(
      `mutation($i: UpdateLocationInput!) { updateLocation(input: $i) { __typename ... on MutationUpdateLocationSuccess { data { code enabled remark } } ${ERR} } }`,
      { i: { id: a01, remark: 'top shelf', enabled: false } },
    );
    expect(upd.updateLocation.data).toEqual({ code: 'A-01', enabled: false, remark: 'top shelf' });
    const opts = await gql('query($w: Int!) { locationOptions(warehouseId: $w) { code } }', { w: shenzhen });
    expect(opts.locationOptions.map((o: { code: string }) => o.code)).not.toContain('A-01');
    const del = await gql(`mutation($id: Int!) { deleteLocation(id: $id) { __typename ... on MutationDeleteLocationSuccess { data } ${ERR} } }`, { id: a01 });
    expect(del.deleteLocation).toEqual({ __typename: 'MutationDeleteLocationSuccess', data: true });
    expect(await db().location.findUnique({ where: { id: a01 } })).toBeNull();
  });

  it('refuses to delete a location holding stock', async () => {
    const loc = (await locationRows()).find((l) => l.code === 'A-02')!;
    const product = await db().product.create({
      data: { companyId: acme.companyId, spu: 'P', name: 'P', skus: { create: [{ companyId: acme.companyId, sku: 'P-1' }] } },
      include: { skus: true },
    });
    await db().stockLocation.create({ data: { companyId: acme.companyId, skuId: product.skus[0].id, warehouseId: shenzhen, locationId: loc.id, quantity: 1 } });
    const del = await gql(`mutation($id: Int!) { deleteLocation(id: $id) { __typename ${ERR} } }`, { id: loc.id });
    expect(del.deleteLocation).toMatchObject({
      __typename: 'BusinessError',
      messageId: 'warehouse.locationInUse',
      message: 'The location A-02 holds stock or appears in stock records; disable it instead',
    });
    expect(await db().location.findUnique({ where: { id: loc.id } })).not.toBeNull();
  });

  it('prints labels: a PDF with one 60×40 mm page per location', async () => {
    const ids = (await locationRows())
      .filter((l) => l.warehouseId === shenzhen)
      .slice(0, 3)
      .map((l) => l.id);
    const r = await gql(`query($ids: [Int!]!) { locationLabels(ids: $ids) { __typename ... on QueryLocationLabelsSuccess { data } ${ERR} } }`, { ids });
    const pdf = Buffer.from(r.locationLabels.data, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(3);
    // 60 × 40 mm in points
    expect(text).toMatch(/\/MediaBox \[0 0 170\.07\d* 113\.38\d*\]/);
  });

  it('refuses labels for nothing, too many, or another company', async () => {
    const q = `query($ids: [Int!]!) { locationLabels(ids: $ids) { __typename ${ERR} } }`;
    expect((await gql(q, { ids: [] })).locationLabels).toMatchObject({ messageId: 'inventory.tickAtLeastOne', message: 'Please tick at least one data' });
    expect((await gql(q, { ids: Array.from({ length: 501 }, (_, i) => i + 1) })).locationLabels).toMatchObject({ messageId: 'warehouse.labelsMax' });
    const foreignLoc = await db().location.create({
      data: { companyId: other.companyId, warehouseId: (await warehouseRows(other.companyId))[0].id, code: 'X-1' },
    });
    expect((await gql(q, { ids: [foreignLoc.id] })).locationLabels).toMatchObject({ __typename: 'NotFoundError', messageId: 'warehouse.locationNotFound' });
  });
});
