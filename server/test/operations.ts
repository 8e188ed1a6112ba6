// Every Query/Mutation with the variables it needs, shared by the tenancy and permission
// crawlers. Both crawlers check that this list covers the whole schema. The identity domains are
// listed here; each later domain adds an operations.<domain>.ts file to DOMAINS.
import { unscopedDb, type BareClient } from '../src/platform/db';
import type { TestApp } from './harness';
import { messageOperations } from './operations.messages';
import { reportJobOperations } from './operations.report-jobs';
import { catalogOperations } from './operations.catalog';
import { warehouseOperations } from './operations.warehouse';
import { inventoryOperations } from './operations.inventory';
import { countOperations } from './operations.counts';
import { orderOperations } from './operations.orders';
import { marketplaceOperations } from './operations.marketplaces';
import { pickingOperations } from './operations.picking';
import { orderRuleOperations } from './operations.order-rules';
import { shippingOperations } from './operations.shipping';
import { logisticsOperations } from './operations.logistics';
import { orderImportOperations } from './operations.order-import';
import { supplierOperations } from './operations.suppliers';
import { purchaseReportOperations } from './operations.purchase-reports';
import { wholesaleOperations } from './operations.wholesale';
import { purchaseOrderOperations } from './operations.purchase-orders';
import { receivingOperations } from './operations.receiving';
import { purchaseSuggestionOperations } from './operations.purchase-suggestions';
import { homeOperations } from './operations.home';
import { salesReportOperations } from './operations.sales-reports';
import { exchangeRateOperations } from './operations.exchange-rates';
import { tradebyteRefundOperations } from './operations.tradebyte-refunds';
import { afterSalesOperations } from './operations.after-sales';
import { reviewOperations } from './operations.reviews';
import { webhookOperations } from './operations.webhooks';
import { apiClientOperations } from './operations.api-clients';
import { eventOperations } from './operations.events';
import { nodeOperations } from './operations.node';
import { printOperations } from './operations.print';
import { freightOperations } from './operations.freight';
import { inventoryPushOperations } from './operations.inventory-push';
import { listingOperations } from './operations.listings';
import { listingToolOperations } from './operations.listing-tools';
import { overseasWarehouseOperations } from './operations.overseas-warehouses';
import { firstMileOperations } from './operations.first-mile';
import { chatOperations } from './operations.chat';
import { stockOrderOperations } from './operations.stock-orders';
import { packingOperations } from './operations.packing';
import { imageOperations } from './operations.images';
import { imageToolOperations } from './operations.image-tools';
import { aiWritingOperations } from './operations.ai-writing';
import { listingTemplateOperations } from './operations.listing-templates';
import { sheinOperations } from './operations.shein';
import { supplyMonitorOperations } from './operations.supply-monitors';
import { fbaShipmentOperations } from './operations.fba-shipments';
import { overseasSuggestionOperations } from './operations.overseas-suggestions';
import { fulfilmentStockOperations } from './operations.fulfilment-stock';
import { financeOperations } from './operations.finance';
import { paypalOperations } from './operations.paypal';
import { invoiceOperations } from './operations.invoices';
import { logisticsBillOperations } from './operations.logistics-bills';
import { customerOperations } from './operations.customers';
import { deadlineRadarOperations } from './operations.deadline-radar';
import { customerServiceReportOperations } from './operations.customer-service-report';
import { publicationStatsOperations } from './operations.publication-stats';
import { profitOperations } from './operations.profit';
import { replyOperations } from './operations.replies';
import { productDevelopmentOperations } from './operations.product-development';
import { euComplianceOperations } from './operations.eu-compliance';

/** Record ids of one company: the identity ones plus whatever the domain seeds add. */
export type Ids = { subId: number; roleId: number; shopId: number } & Record<string, number>;

export interface Operation {
  field: string;
  /** The id-taking operation, aimed at `ids` (another company's records in the tenancy crawl). */
  query: string;
  variables: (ids: Ids) => Record<string, unknown>;
  /**
   * What company A must get when aiming at company B's ids: null, a NotFoundError result, or a
   * connection (or plain list) whose nodes never include B's id under that Ids key. Unset: only "no error".
   */
  foreign?: 'null' | 'notFound' | { list: string };
}

/** A domain's crawler entries: its operations, how to create its records, what must not change. */
export interface DomainOperations {
  operations: Operation[];
  /** Operations callable without signing in. */
  publicOperations?: string[];
  /** Creates the domain's records for a company (signed in as its main account); returns their ids. */
  seed?: (app: TestApp, company: { token: string; companyId: number; userId: number }, tag: string) => Promise<Record<string, number>>;
  /** The domain's rows of a company, compared before and after the crawl. */
  snapshot?: (db: BareClient, companyId: number) => Promise<unknown>;
}

export const DOMAINS: DomainOperations[] = [
  messageOperations,
  reportJobOperations,
  catalogOperations,
  warehouseOperations,
  inventoryOperations,
  countOperations,
  orderOperations,
  shippingOperations,
  orderRuleOperations,
  pickingOperations,
  marketplaceOperations,
  logisticsOperations,
  orderImportOperations,
  supplierOperations,
  purchaseReportOperations,
  wholesaleOperations,
  purchaseOrderOperations,
  receivingOperations,
  purchaseSuggestionOperations,
  homeOperations,
  salesReportOperations,
  exchangeRateOperations,
  tradebyteRefundOperations,
  webhookOperations,
  apiClientOperations,
  eventOperations,
  printOperations,
  freightOperations,
  listingOperations,
  listingToolOperations,
  inventoryPushOperations,
  overseasWarehouseOperations,
  firstMileOperations,
  stockOrderOperations,
  packingOperations,
  imageOperations,
  euComplianceOperations,
  imageToolOperations,
  aiWritingOperations,
  listingTemplateOperations,
  sheinOperations,
  supplyMonitorOperations,
  fbaShipmentOperations,
  overseasSuggestionOperations,
  fulfilmentStockOperations,
  financeOperations,
  paypalOperations,
  logisticsBillOperations,
  deadlineRadarOperations,
  customerServiceReportOperations,
  publicationStatsOperations,
  profitOperations,
  replyOperations,
  productDevelopmentOperations,
  chatOperations,
  customerOperations,
  afterSalesOperations,
  reviewOperations,
  invoiceOperations,
  nodeOperations, // last: its seed reads the rows the others made
];

const R = (_fields: string) => `{ __typename ... on Error { messageId } }`;
const IDENTITY_OPERATIONS: Operation[] = [
  { field: 'me', query: '{ me { id } }', variables: () => ({}) },
  { field: 'company', query: '{ company { id name } }', variables: () => ({}) },
  { field: 'session', query: '{ session { companyId } }', variables: () => ({}) },
  { field: 'permissionTree', query: '{ permissionTree { name } }', variables: () => ({}) },
  { field: 'subAccounts', query: '{ subAccounts(first: 100) { totalCount edges { node { id } } } }', variables: () => ({}) },
  { field: 'subAccount', query: 'query($id: Int!) { subAccount(id: $id) { id } }', variables: (i) => ({ id: i.subId }) },
  { field: 'roles', query: '{ roles(first: 100) { totalCount edges { node { id } } } }', variables: () => ({}) },
  { field: 'role', query: 'query($id: Int!) { role(id: $id) { id } }', variables: (i) => ({ id: i.roleId }) },
  { field: 'shops', query: '{ shops(first: 100) { totalCount edges { node { id } } } }', variables: () => ({}) },
  // shopName too: B's shop is named shop-b, a marker the crawl looks for in every answer.
  { field: 'shopOptions', query: '{ shopOptions { id shopName } }', variables: () => ({}), foreign: { list: 'shopId' } },
  { field: 'shop', query: 'query($id: Int!) { shop(id: $id) { id } }', variables: (i) => ({ id: i.shopId }) },
  { field: 'operateLogs', query: '{ operateLogs(first: 100) { totalCount edges { node { id } } } }', variables: () => ({}) },
  {
    field: 'createSubAccount',
    query: `mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) ${R('')} }`,
    variables: (i) => ({
      i: {
        username: `crawl_${Math.random().toString(36).slice(2, 9)}`,
        password: 'secret123',
        password2: 'secret123',
        realname: 'c',
        roleId: i.roleId,
        allowShopIds: [i.shopId],
      },
    }),
  },
  {
    field: 'updateSubAccount',
    query: `mutation($i: UpdateSubAccountInput!) { updateSubAccount(input: $i) ${R('')} }`,
    variables: (i) => ({ i: { id: i.subId, realname: 'crawled' } }),
  },
  {
    field: 'setSubAccountStatus',
    query: `mutation($id: Int!) { setSubAccountStatus(id: $id, status: disabled) ${R('')} }`,
    variables: (i) => ({ id: i.subId }),
  },
  {
    field: 'resetSubAccountPassword',
    query: `mutation($i: ResetSubAccountPasswordInput!) { resetSubAccountPassword(input: $i) ${R('')} }`,
    variables: (i) => ({ i: { id: i.subId, password: 'crawled123', password2: 'crawled123' } }),
  },
  {
    field: 'createRole',
    query: `mutation($i: RoleInput!) { createRole(input: $i) ${R('')} }`,
    variables: () => ({ i: { name: `crawl ${Math.random()}`, permissions: [] } }),
  },
  {
    field: 'updateRole',
    query: `mutation($id: Int!, $i: RoleInput!) { updateRole(id: $id, input: $i) ${R('')} }`,
    variables: (i) => ({ id: i.roleId, i: { name: 'crawled', permissions: ['shops'] } }),
  },
  { field: 'deleteRole', query: `mutation($id: Int!) { deleteRole(id: $id) ${R('')} }`, variables: (i) => ({ id: i.roleId }) },
  {
    field: 'authorizeShop',
    query: `mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) ${R('')} }`,
    variables: () => ({ i: { platformType: 1, shopName: `crawl-${Math.random().toString(36).slice(2, 9)}`, authCode: 'ok' } }),
  },
  {
    field: 'reauthorizeShop',
    query: `mutation($i: ReauthorizeShopInput!) { reauthorizeShop(input: $i) ${R('')} }`,
    variables: (i) => ({ i: { id: i.shopId, authCode: 'denied' } }),
  },
  {
    field: 'updateShop',
    query: `mutation($i: UpdateShopInput!) { updateShop(input: $i) ${R('')} }`,
    variables: (i) => ({ i: { id: i.shopId, shopName: 'crawled', vatRate: '20', returnWarehouseId: i.whWarehouseId } }),
  },
  {
    field: 'updateCompany',
    query: `mutation($i: UpdateCompanyInput!) { updateCompany(input: $i) ${R('')} }`,
    variables: () => ({ i: { name: 'Crawled Co' } }),
  },
  {
    field: 'updateProfile',
    query: `mutation($i: UpdateProfileInput!) { updateProfile(input: $i) ${R('')} }`,
    variables: () => ({ i: { realname: 'Crawled' } }),
  },
  {
    field: 'changePassword',
    query: `mutation($i: ChangePasswordInput!) { changePassword(input: $i) ${R('')} }`,
    variables: () => ({ i: { oldPassword: 'not-the-password', password: 'whatever12', password2: 'whatever12' } }),
  },
  { field: 'logout', query: 'mutation { logout }', variables: () => ({}) },
];

/** Operations that take no record of any company (sign-in before a company is known). */
export const OPERATIONS: Operation[] = [...IDENTITY_OPERATIONS, ...DOMAINS.flatMap((d) => d.operations)];
export const PUBLIC_OPERATIONS = new Set([
  'login',
  'register',
  'refreshToken',
  'sendPasswordResetCode',
  'resetPassword',
  ...DOMAINS.flatMap((d) => d.publicOperations ?? []),
]);

/**
 * A crawl company's records: a role, a shop and a sub-account limited to that shop (the identity
 * ids), then every domain seed. Signed in as the company's main account.
 */
export async function seedCompany(app: TestApp, company: { token: string; companyId: number; userId: number }, tag: string): Promise<Ids> {
  const token = company.token;
  const role = await app.gql(
    'mutation($i: RoleInput!) { createRole(input: $i) { ... on MutationCreateRoleSuccess { data { id } } } }',
    { i: { name: `role ${tag}`, permissions: ['shops'] } },
    { token },
  );
  const shop = await app.gql(
    'mutation($i: AuthorizeShopInput!) { authorizeShop(input: $i) { ... on MutationAuthorizeShopSuccess { data { id } } } }',
    { i: { platformType: 11, shopName: `shop-${tag}`, authCode: 'ok' } },
    { token },
  );
  const roleId = role.body.data.createRole.data.id;
  const shopId = shop.body.data.authorizeShop.data.id;
  const sub = await app.gql(
    'mutation($i: CreateSubAccountInput!) { createSubAccount(input: $i) { ... on MutationCreateSubAccountSuccess { data { id } } } }',
    { i: { username: `sub_${tag}`, password: 'secret123', password2: 'secret123', realname: tag, roleId, allowShopIds: [shopId] } },
    { token },
  );
  const identity = { roleId, shopId, subId: sub.body.data.createSubAccount.data.id };
  return { ...(await seedDomains(app, company, tag)), ...identity };
}

/** Runs every domain seed for a company and merges the ids. */
export async function seedDomains(app: TestApp, company: { token: string; companyId: number; userId: number }, tag: string): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const d of DOMAINS) Object.assign(ids, await d.seed?.(app, company, tag));
  return ids;
}

export async function snapshotDomains(db: BareClient, companyId: number): Promise<unknown[]> {
  return Promise.all(DOMAINS.map((d) => d.snapshot?.(db, companyId) ?? Promise.resolve(undefined)));
}

/**
 * Everything of a company the crawls must leave alone: identity tables, sessions, client error
 * reports and every domain's snapshot, as text per part (named by the domain's first operation).
 */
export async function snapshotCompany(app: TestApp, companyId: number): Promise<Record<string, string>> {
  const db = unscopedDb(app.platform.database.prisma, 'test snapshot');
  const [company, users, roles, shops, sessions, clientErrors] = await Promise.all([
    db.company.findUnique({ where: { id: companyId } }),
    db.user.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    db.role.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    db.shop.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
    db.session.findMany({ where: { companyId }, select: { id: true, revokedAt: true }, orderBy: { id: 'asc' } }),
    db.clientErrorLog.findMany({ where: { companyId }, orderBy: { id: 'asc' } }),
  ]);
  const domains = await snapshotDomains(db, companyId);
  const parts: Record<string, unknown> = { company, users, roles, shops, sessions, clientErrors };
  DOMAINS.forEach((d, n) => (parts[`domain of ${d.operations[0]?.field ?? n}`] = domains[n]));
  return Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, JSON.stringify(v)]));
}

/** The parts of two snapshots that differ, each with where the texts first part ways (a readable failure). */
export function changedParts(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before)
    .filter((k) => before[k] !== after[k])
    .map((k) => {
      const [x, y] = [before[k], after[k]];
      let i = 0;
      while (i < x.length && x[i] === y[i]) i++;
      return `${k}: …${x.slice(Math.max(0, i - 80), i + 120)}… became …${y.slice(Math.max(0, i - 80), i + 120)}…`;
    });
}
