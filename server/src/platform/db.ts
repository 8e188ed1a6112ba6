// The one place that opens the database and the one place that holds the bare Prisma client.
// Everything else reaches data through `scopedDb(companyId)`; any bypass calls `unscopedDb`
// (search for it) and says why.
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PrismaClient } from '../generated/prisma/client';
import { applyMigrations, type SqlRunner } from './migrate';
import { withStagedEvents } from './outbox';

export type BareClient = PrismaClient;

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Bare client: only platform code and explicit bypasses use it. */
  prisma: BareClient;
  /** Raw SQL (bulk paths, migrations). */
  sql: SqlRunner;
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… → PostgreSQL; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; unset (and no url) means in memory. */
  dataDir?: string;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    // An idle connection closed by the server (restart, failover) must not crash the process.
    pool.on('error', () => {});
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    const sql: SqlRunner = {
      async exec(text) {
        await pool.query(text);
      },
      async query<T>(text: string, params?: unknown[]) {
        return (await pool.query(text, params)).rows as T[];
      },
    };
    return {
      kind: 'postgres',
      prisma,
      sql,
      async migrate() {
        // Advisory locks and BEGIN/COMMIT need one connection for the whole run.
        const client = await pool.connect();
        try {
          return await applyMigrations({
            exec: async (t) => void (await client.query(t)),
            query: async <T>(t: string, p?: unknown[]) => (await client.query(t, p)).rows as T[],
          });
        } finally {
          client.release();
        }
      },
      async close() {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const lite = dir ? new PGlite(dir) : new PGlite();
  await lite.waitReady;
  // pglite-prisma-adapter is built against its own copy of @prisma/driver-adapter-utils, whose
  // query types differ in detail from Prisma 6.19's; the adapter protocol itself is the same.
  const adapter = new PrismaPGlite(lite) as unknown as NonNullable<ConstructorParameters<typeof PrismaClient>[0]>['adapter'];
  const prisma = new PrismaClient({ adapter });
  const sql: SqlRunner = {
    async exec(text) {
      await lite.exec(text);
    },
    async query<T>(text: string, params?: unknown[]) {
      return (await lite.query<T>(text, params)).rows;
    },
  };
  return {
    kind: 'pglite',
    prisma,
    sql,
    migrate: () => applyMigrations(sql),
    async close() {
      await prisma.$disconnect();
      await lite.close();
    },
  };
}

// ---- tenancy ---------------------------------------------------------------------------------

/** Models whose rows belong to one company (column companyId). */
const COMPANY_MODELS = new Set([
  'EuRegulatoryTemplate',
  'EuLabelPair',
  'ExchangeRateHistory',
  'FinanceAccount',
  'FinanceEntry',
  'PaymentOrder',
  'CollectionOrder',
  'PaypalAccount',
  'PaypalTransaction',
  'PricingTemplate',
  'ShippingTemplate',
  'ShippingPartitionRule',
  'ShippingPriceCard',
  'OrderFreight',
  'LogisticsBill',
  'LogisticsBillParcel',
  'DomainEvent',
  'WebhookEndpoint',
  'WebhookDelivery',
  'ApiClient',
  'ApiClientUsage',
  'User',
  'Role',
  'Shop',
  'OperateLog',
  'ClientErrorLog',
  'Session',
  'PasswordReset',
  'MessageNotice',
  'MessageNoticeSetting',
  'ReportJob',
  'Product',
  'Sku',
  'SkuComponent',
  'Warehouse',
  'Location',
  'Stock',
  'StockLocation',
  'StockLot',
  'StockLedger',
  'StockOccupation',
  'StockBill',
  'StockBillLine',
  'TransferOrder',
  'TransferOrderLine',
  'AssembleSheet',
  'InventoryCountTask',
  'InventoryCountLine',
  'BarcodeBatch',
  'PackagingMaterial',
  'Order',
  'OrderItem',
  'OrderHistory',
  'ShopOrderPull',
  'SkuPairing',
  'LogisticsChannel',
  'TrackingNumber',
  'LogisticsRule',
  'GiftRule',
  'ShippingBlacklist',
  'PickListTemplate',
  'PickList',
  'ShippingBag',
  'TrackingRecord',
  'Supplier',
  'SupplierProduct',
  'WholesalePairing',
  'PurchaseSetting',
  'PurchasePlanItem',
  'PurchaseOrder',
  'PurchaseOrderLine',
  'PurchasePayment',
  'PurchaseReceipt',
  'PurchaseReceiptLine',
  'AbnormalReceipt',
  'AbnormalReceiptLine',
  'WholesaleOrder',
  'ExchangeRate',
  'TradebyteRefund',
  'OrderSalesDay',
  'OrderSalesDelta',
  // issue 18 C
  'AddressTemplate',
  'PrintTemplate',
  'ExportTemplate',
  // issue 19: listings
  'Listing',
  'ListingVariation',
  'ListingPublishAttempt',
  'ListingHistory',
  // issue 19: stock push and drift
  'InventoryPushRule',
  'InventoryPushPending',
  'InventoryPushRecord',
  'InventoryPushDrift',
  // issue 23: overseas warehouse authorizations and their channels
  'OverseasWarehouseAuth',
  'OverseasProviderWarehouse',
  'OverseasLogisticsChannel',
  'OverseasInventorySnapshot',
  'OverseasOutbound',
  // issue 23 item 4: first-mile logistics providers and channels
  'FirstMileProvider',
  'FirstMileChannel',
  // issue 23 item 2: stock orders (overseas stocking)
  'StockOrder',
  'StockOrderLine',
  // issue 23 item 3: packing tasks, their boxes and box items
  'PackingTask',
  'PackingBox',
  'PackingBoxItem',
  // issue 23 item 5: overseas safety-stock settings
  'OverseasStockSetting',
  // issue 23 item 7: SHEIN stock orders and delivery orders
  'SheinPurchaseOrder',
  'SheinPurchaseOrderLine',
  'SheinDeliveryOrder',
  // issue 23 item 8: supply monitors (supply shops, monitored items, their change records)
  'SupplyShop',
  'SupplyMonitorItem',
  'SupplyMonitorChange',
  // issue 23 item 6: FBA shipments, their lines, boxes and box items
  'FbaShipment',
  'FbaShipmentLine',
  'FbaShipmentBox',
  'FbaShipmentBoxItem',
  // issue 23 item 6: marketplace fulfilment-centre stock (FBA, FBK, FBE) and its sync state
  'FulfilmentStockSnapshot',
  'FulfilmentStockSync',
  // issue 24 item 1: the image space
  'ImageGroup',
  'AiCommandTemplate',
  'AiChatMessage',
  'ImageFile',
  // issue 24 item 2: image tools
  'WatermarkTemplate',
  'ImageToolRun',
  // issue 24 item 3: listing templates
  'DescriptionTemplate',
  'AttributeMapping',
  'SizeChart',
  'TortiousWord',
  // issue 24 item 5: product development
  'DevProcessTemplate',
  'DevRequirement',
  'DevRequirementHistory',
  // issue 21 items 4, 5: reply templates and auto-replies
  'ReplyTemplate',
  'AutoReplyRule',
  'AutoReplySetting',
  'AutoReplySent',
  // issue 21: buyer messages (inbox)
  'ChatConversation',
  'ChatMessage',
  'ChatPull',
  // issue 21 item 6: after-sales cases
  'AfterSalesCase',
  'AfterSalesCursor',
  // issue 21: buyer reviews
  'Review',
  'ReviewCursor',
  // issue 22 item 3: invoices
  'InvoiceCompany',
  'Invoice',
  'InvoiceLine',
  'InvoiceOrder',
  // issue 22 item 6: the profit of every order
  'OrderProfit',
  'OrderProfitItem',
]);
/** System tables shared by all companies, readable through the scoped client. */
const SHARED_READ_MODELS = new Set(['MenuNode', 'Bulletin']);
const READS = new Set(['findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'findMany', 'count', 'aggregate', 'groupBy']);
const WHERE_WRITES = new Set(['update', 'updateMany', 'updateManyAndReturn', 'delete', 'deleteMany']);

/**
 * A model operation's arguments as far as scoping reads and writes them. Prisma's `$allOperations`
 * hands them over as `any` (one hook serves every model and operation).
 */
interface OperationArgs {
  where?: object;
  create?: object;
  data?: object | object[];
  [key: string]: unknown;
}

function scopeArgs(model: string, operation: string, args: OperationArgs | undefined, companyId: number): OperationArgs {
  const key = model === 'Company' ? 'id' : 'companyId';
  const a: OperationArgs = { ...(args ?? {}) };
  if (READS.has(operation) || WHERE_WRITES.has(operation)) {
    a.where = { ...(a.where ?? {}), [key]: companyId };
  } else if (operation === 'upsert') {
    a.where = { ...(a.where ?? {}), [key]: companyId };
    a.create = { ...a.create, companyId };
  } else if (operation === 'create') {
    if (model === 'Company') throw new Error('a company cannot create companies through its scoped client');
    a.data = { ...a.data, companyId };
  } else if (operation === 'createMany' || operation === 'createManyAndReturn') {
    const rows = (Array.isArray(a.data) ? a.data : [a.data]) as (object | undefined)[];
    a.data = rows.map((r) => ({ ...r, companyId }));
  } else {
    throw new Error(`operation ${operation} on ${model} is not scoped`);
  }
  return a;
}

function buildScoped(prisma: BareClient, companyId: number) {
  // Interactive transactions write the domain events they staged in one insert before committing (outbox.ts).
  return withStagedEvents(scopedExtension(prisma, companyId), companyId);
}

function scopedExtension(prisma: BareClient, companyId: number) {
  return prisma.$extends({
    name: `company-${companyId}`,
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          // One hook for every model and operation: Prisma types its arguments loosely (`any`).
          const given = args as OperationArgs | undefined;
          const run = query as (args: OperationArgs | undefined) => Promise<unknown>;
          if (model === 'Company' || COMPANY_MODELS.has(model)) return run(scopeArgs(model, operation, given, companyId));
          if (SHARED_READ_MODELS.has(model) && READS.has(operation)) return run(given);
          throw new Error(`model ${model} is not reachable through a company-scoped client (${operation})`);
        },
      },
    },
  });
}

export type ScopedDb = ReturnType<typeof buildScoped>;

/** The interactive-transaction client of the scoped database. */
export type Tx = Parameters<Parameters<ScopedDb['$transaction']>[0]>[0];

const scopedCache = new WeakMap<BareClient, Map<number, ScopedDb>>();

/** A client that sees and writes only rows of `companyId` (top-level queries; relations come from scoped parents). */
export function scopedDb(prisma: BareClient, companyId: number): ScopedDb {
  let perClient = scopedCache.get(prisma);
  if (!perClient) scopedCache.set(prisma, (perClient = new Map<number, ScopedDb>()));
  let db = perClient.get(companyId);
  if (!db) {
    if (perClient.size > 5000) perClient.clear();
    db = buildScoped(prisma, companyId);
    perClient.set(companyId, db);
  }
  return db;
}

/**
 * The bare client for work that is not one company's: sign-in (finding the user by name before
 * the company is known), registration (creating a company), system tables, anonymous error reports.
 * Every call site names its reason.
 */
export function unscopedDb(prisma: BareClient, _reason: string): BareClient {
  return prisma;
}
