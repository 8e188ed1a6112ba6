// Crawler entries of the catalog domain (see DomainOperations in operations.ts).
import type { DomainOperations } from './operations';

const R = `{ __typename ... on Error { messageId } }`;
const input = (ids: Record<string, number>) => ({
  spu: `CRAWL-${Math.random().toString(36).slice(2, 9)}`,
  name: 'Crawled product',
  developerId: ids.developerId,
  openingWarehouseId: ids.whWarehouseId,
  // the other company's SKU as a component must be "not found"
  skus: [{ sku: `CRAWL-${Math.random().toString(36).slice(2, 9)}`, components: [{ sku: `CRAWL-SEED-SKU-${ids.catalogCompanyId}`, quantity: 1 }] }],
});

export const catalogOperations: DomainOperations = {
  operations: [
    { field: 'skuOptions', query: '{ skuOptions(first: 50) { id sku available } }', variables: () => ({}) },
    { field: 'developerOptions', query: '{ developerOptions { id name } }', variables: () => ({}) },
    { field: 'products', query: '{ products(first: 100) { totalCount edges { node { id } } } }', variables: () => ({}), foreign: { list: 'productId' } },
    { field: 'productStatusCounts', query: '{ productStatusCounts { all draft } }', variables: () => ({}) },
    { field: 'product', query: 'query($id: Int!) { product(id: $id) { id skus { id } } }', variables: (i) => ({ id: i.productId }), foreign: 'null' },
    { field: 'createProduct', query: `mutation($i: ProductInput!) { createProduct(input: $i) ${R} }`, variables: (i) => ({ i: input(i) }) },
    {
      field: 'updateProduct',
      query: `mutation($id: Int!, $i: ProductInput!) { updateProduct(id: $id, input: $i) ${R} }`,
      variables: (i) => ({
        id: i.productId,
        i: { spu: 'CRAWLED', name: 'Crawled', developerId: i.developerId, openingWarehouseId: i.whWarehouseId, skus: [{ id: i.skuId, sku: 'CRAWLED-1' }] },
      }),
      foreign: 'notFound',
    },
    { field: 'submitProducts', query: `mutation($ids: [Int!]!) { submitProducts(ids: $ids) ${R} }`, variables: (i) => ({ ids: [i.productId] }) },
    {
      field: 'reviewProducts',
      query: `mutation($ids: [Int!]!) { reviewProducts(ids: $ids, approve: false, reason: "crawl") ${R} }`,
      variables: (i) => ({ ids: [i.productId] }),
    },
    { field: 'deleteProducts', query: `mutation($ids: [Int!]!) { deleteProducts(ids: $ids) ${R} }`, variables: (i) => ({ ids: [i.productId] }) },
  ],
  async seed(app, company, tag) {
    const r = await app.gql(
      'mutation($i: ProductInput!) { createProduct(input: $i) { __typename ... on MutationCreateProductSuccess { data { id skus { id } } } ... on Error { message } } }',
      {
        i: {
          spu: `CRAWL-SEED-${tag}`,
          name: `Seed ${tag}`,
          mainImage: '/files/images/0/seed.png',
          platforms: [1],
          developerId: company.userId,
          skus: [{ sku: `CRAWL-SEED-SKU-${company.companyId}` }],
        },
      },
      { token: company.token },
    );
    const data = r.body.data?.createProduct?.data;
    if (!data) throw new Error(`catalog seed failed: ${JSON.stringify(r.body)}`);
    return { productId: data.id, skuId: data.skus[0].id, developerId: company.userId, catalogCompanyId: company.companyId };
  },
  snapshot: async (db, companyId) => {
    const [products, skus, components] = await Promise.all([
      db.product.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.sku.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
      db.skuComponent.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    ]);
    return { products, skus, components };
  },
};
