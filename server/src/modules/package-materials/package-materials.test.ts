// Packaging materials over GraphQL: field rules, names unique per company ignoring case (also on
// rename), paging and tenancy.
import { describe, expect, it } from 'vitest';
import { companyWorld, dataGql, ERROR_FIELDS as ERR, worldsSuite, type TestApp } from '../../../test/harness';
import { inputMutation } from '../../../test/mutations';
import { unscopedDb } from '../../platform/db';

let app: TestApp;
let acme: Awaited<ReturnType<TestApp['company']>>;
let other: Awaited<ReturnType<TestApp['company']>>;

const db = () => unscopedDb(app.platform.database.prisma, 'test');
const rows = () => db().packagingMaterial.findMany({ where: { companyId: acme.companyId }, orderBy: { id: 'asc' } });
const FIELDS = 'id name quantity unitPrice weight length width height';

const gql = dataGql(
  () => app,
  () => acme.token,
);
const create = inputMutation(gql, 'createPackagingMaterial', 'PackagingMaterialInput', FIELDS);
const update = async (id: number, input: Record<string, unknown>) =>
  (
    await gql(
      `mutation($id: Int!, $i: PackagingMaterialInput!) { updatePackagingMaterial(id: $id, input: $i) { __typename ... on MutationUpdatePackagingMaterialSuccess { data { ${FIELDS} } } ${ERR} } }`,
      { id, i: input },
    )
  ).updatePackagingMaterial;
const remove = async (id: number) =>
  (
    await gql(`mutation($id: Int!) { deletePackagingMaterial(id: $id) { __typename ... on MutationDeletePackagingMaterialSuccess { data { id } } ${ERR} } }`, {
      id,
    })
  ).deletePackagingMaterial;

worldsSuite(companyWorld, ['Pack Co', 'Other Co'], (...s) => ([app, acme, other] = s));

describe('packaging materials (spec 02 §3: name, quantity, unit price CNY, weight kg, size cm)', () => {
  let cartonId: number;

  it('creates a material with exact decimals', async () => {
    const r = await create({ name: '  Carton A ', quantity: 120, unitPrice: '1.25', weight: '0.125', length: '30', width: '20.5', height: '10.25' });
    expect(r).toEqual({
      __typename: 'MutationCreatePackagingMaterialSuccess',
      data: { id: expect.any(Number), name: 'Carton A', quantity: 120, unitPrice: '1.25', weight: '0.125', length: '30', width: '20.5', height: '10.25' },
    });
    cartonId = r.data.id;
  });

  it('refuses broken field rules with their messages, writing nothing', async () => {
    const before = await rows();
    expect((await create({ name: ' ' })).fieldErrors).toEqual([{ field: 'name', messageId: 'validation.required', message: 'Name is required' }]);
    expect((await create({ name: 'x', quantity: -1 })).fieldErrors[0]).toMatchObject({ field: 'quantity', messageId: 'inventory.nonNegativeInteger' });
    expect((await create({ name: 'x', unitPrice: '1.234' })).fieldErrors[0]).toMatchObject({ field: 'unitPrice', messageId: 'inventory.priceTwoDecimals' });
    expect((await create({ name: 'x', weight: '0.1234' })).fieldErrors[0]).toMatchObject({
      field: 'weight',
      message: 'Please enter a number with at most three decimals',
    });
    expect((await create({ name: 'x', length: '-3' })).fieldErrors[0]).toMatchObject({ field: 'length', messageId: 'inventory.priceTwoDecimals' });
    expect((await create({ name: 'x'.repeat(51) })).fieldErrors[0]).toMatchObject({ field: 'name', messageId: 'validation.tooLong' });
    expect(await rows()).toEqual(before);
  });

  it("refuses a name that exists in any letter case ('Input content already exists'), also on rename", async () => {
    const before = await rows();
    expect(await create({ name: 'carton a' })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'name', messageId: 'inventory.nameExists', message: 'Input content already exists' }],
    });
    const bubble = await create({ name: 'Bubble wrap', quantity: 5 });
    expect((await update(bubble.data.id, { name: 'CARTON A', quantity: 5 })).fieldErrors[0]).toMatchObject({
      field: 'name',
      messageId: 'inventory.nameExists',
    });
    expect((await rows()).map((r) => r.name)).toEqual([...before.map((r) => r.name), 'Bubble wrap']);
    // its own name in another case is fine, and another company may use the same name
    expect((await update(cartonId, { name: 'CARTON A', quantity: 100, unitPrice: '1.30' })).data).toMatchObject({
      name: 'CARTON A',
      quantity: 100,
      unitPrice: '1.3',
    });
    expect((await create({ name: 'Carton A' }, other.token)).__typename).toBe('MutationCreatePackagingMaterialSuccess');
  });

  it('lists with paging and a keyword', async () => {
    await create({ name: 'Tape' });
    const page = await gql('{ packagingMaterials(first: 2, offset: 0) { totalCount edges { node { name } } } }');
    expect(page.packagingMaterials).toMatchObject({ totalCount: 3, edges: [{ node: { name: 'Tape' } }, { node: { name: 'Bubble wrap' } }] });
    const found = await gql('{ packagingMaterials(first: 10, filter: { keyword: "carton" }) { totalCount edges { node { name } } } }');
    expect(found.packagingMaterials.edges).toEqual([{ node: { name: 'CARTON A' } }]);
  });

  it("cannot reach another company's material, and deletes its own", async () => {
    const foreign = await db().packagingMaterial.findFirst({ where: { companyId: other.companyId } });
    const before = await db().packagingMaterial.findMany({ where: { companyId: other.companyId } });
    expect(await update(foreign!.id, { name: 'taken' })).toMatchObject({ __typename: 'NotFoundError', messageId: 'counts.materialNotFound' });
    expect(await remove(foreign!.id)).toMatchObject({ __typename: 'NotFoundError' });
    expect(await db().packagingMaterial.findMany({ where: { companyId: other.companyId } })).toEqual(before);
    expect((await remove(cartonId)).data.id).toBe(cartonId);
    expect((await rows()).map((r) => r.name)).toEqual(['Bubble wrap', 'Tape']);
  });
});
