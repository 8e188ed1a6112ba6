// Demo data for a first start (issue 2 §7): "Demo Trading" with its main account, three
// sub-accounts whose roles each lack some permissions, and shops on several marketplaces.
// Goes through the real services so the demo obeys the same rules as users.
import { PLATFORM_TYPES } from '@erp/schema';
import { createContext, type Actor, type Platform } from '../platform/context';
import { unscopedDb } from '../platform/db';
import { hashPassword } from '../platform/passwords';
import { createRole } from '../modules/roles/roles.service';
import { createSubAccount } from '../modules/accounts/accounts.service';
import { authorizeShop } from '../modules/shops/shops.service';
import { seedBulletins } from './bulletins';
import { seedDashboard } from './dashboard';
import { seedFreight } from './freight';
import { seedListings } from './listings';
import { seedInventory } from './inventory';
import { seedLogistics } from './logistics';
import { seedOrders } from './orders';
import { seedOrderRules } from './order-rules';
import { seedPurchasing } from './purchasing';
import { seedPrintAndAddresses } from './print';

export const DEMO = { company: 'Demo Trading', username: 'demo', password: 'demo1234' } as const;

const SHOPS: [keyof typeof PLATFORM_TYPES, string, string, string][] = [
  ['ebay', 'demo-ebay-us', 'US', 'sandbox-ok'],
  ['amazon', 'demo-amazon-de', 'DE', 'sandbox-ok'],
  ['shopee', 'demo-shopee-my', 'MY', 'sandbox-ok'],
  ['tiktok', 'demo-tiktok-uk', 'UK', 'sandbox-ok'],
  ['allegro', 'demo-allegro-pl', 'PL', 'sandbox-ok'],
  ['ozon', 'demo-ozon-ru', 'RU', 'sandbox-ok'],
  ['tradebyte', 'demo-tradebyte-de', 'DE', 'sandbox-ok'],
  ['walmart', 'demo-walmart-us', 'US', 'denied'], // authorization failed (status 4)
  // listing-only shops (issue 19: the AliExpress diagnosis, eMAG sell-along and Mercado site
  // pages): listings, no demo orders (seed/orders.ts pulls the shops above), added last so the
  // shops above keep their ids and orders
  ['aliExpress', 'demo-aliexpress-us', 'US', 'sandbox-ok'],
  ['emag', 'demo-emag-ro', 'RO', 'sandbox-ok'],
  ['mercado', 'demo-mercado-mx', 'MX', 'sandbox-ok'],
];

/** Demo shops that only list (no orders pulled for them): the last three of SHOPS. */
export const LISTING_ONLY_SHOPS: readonly string[] = ['demo-aliexpress-us', 'demo-emag-ro', 'demo-mercado-mx'];

/** Seeds once: does nothing when the demo account exists. Answers whether it seeded. */
export async function seedDemo(platform: Platform): Promise<boolean> {
  const db = unscopedDb(platform.database.prisma, 'seeding creates the demo company');
  if (await db.user.findUnique({ where: { username: DEMO.username } })) return false;
  await seedBulletins(platform);
  const company = await db.company.create({
    data: { name: DEMO.company, edition: 'professional', contact: 'Demo', phone: '+86 755 0000 0000', email: 'demo@example.com' },
  });
  const main = await db.user.create({
    data: {
      companyId: company.id,
      username: DEMO.username,
      passwordHash: await hashPassword(DEMO.password),
      realname: '演示主账号',
      email: 'demo@example.com',
      isMain: true,
    },
  });
  const actor: Actor = {
    userId: main.id,
    companyId: company.id,
    sessionId: 'seed',
    username: main.username,
    realname: main.realname,
    isMain: true,
    roleId: null,
    permissions: new Set(),
    allowShopIds: [],
    edition: company.edition,
  };
  const ctx = createContext(platform, { lang: 'zh', ip: '127.0.0.1', userAgent: 'seed', actor });

  const shops = [];
  for (const [platformName, shopName, site, authCode] of SHOPS) {
    shops.push(await authorizeShop(ctx, { platformType: PLATFORM_TYPES[platformName], shopName, site, authCode }));
  }

  const purchaser = await createRole(ctx, {
    name: '采购员',
    remark: '负责采购下单，不能审核采购单和请款',
    permissions: [
      'purchaseOrder',
      'purchaseOrder.create',
      'invoice',
      'refundNote',
      'purchasePayment.create',
      'signInWarehouse',
      'signingPackage',
      'unusualReceipt',
      'abnormalReceipt.update',
      'outStockList',
      'outStockAdvice',
      'purchasePlan.update',
      'purchaseSuggestProducts',
      'purchasePlanProducts',
      'productsAvailableList',
      'supplier',
      'supplierDetails',
      'supplyRelationship',
      'supplyRelationshipDetails',
      'supplyProDetails',
      'alibabaPairingList',
      'allibabaPair',
      'wholesalePairing.update',
      'wholesaleOrder.create',
      'inventoryManage',
    ],
  });
  const warehouse = await createRole(ctx, {
    name: '仓库',
    remark: '负责库存和出入库单据，不能新建仓库',
    permissions: [
      'warehouses',
      'locations',
      'inventoryManage',
      'inventoryManagement',
      'inOutWarehouse',
      'inboundOrder',
      'inboundOrder.create',
      'outboundOrder',
      'outboundOrder.create',
      'outboundScan',
      'signInWarehouse',
      'receipt.sign',
      'uniteSign',
      'signingPackage',
      'qcManage',
      'receipt.inspect',
      'unusualReceipt',
      'abnormalReceipt.update',
    ],
  });
  const service = await createRole(ctx, {
    name: '客服',
    remark: '处理订单、查看店铺，不能授权店铺或管理账号',
    permissions: ['orders', 'order.audit', 'shops', 'tradebyteRefund', 'tradebyteRefund.handle', 'salesAnalysis', 'orderAnalysis', 'storeAnalysis'],
  });

  const password = DEMO.password;
  await createSubAccount(ctx, { username: 'demo_purchaser', password, password2: password, realname: '采购小王', roleId: purchaser.id });
  await createSubAccount(ctx, { username: 'demo_warehouse', password, password2: password, realname: '仓库老李', roleId: warehouse.id });
  await createSubAccount(ctx, {
    username: 'demo_service',
    password,
    password2: password,
    realname: '客服小陈',
    roleId: service.id,
    allowShopIds: shops.slice(0, 2).map((s) => s.id),
  });
  await seedInventory(ctx);
  await seedLogistics(ctx); // channels, a number pool and tracked parcels (issue 6)
  // pulled from the sandbox marketplace over the last 90 days (issue 6), for the shops that sell
  await seedOrders(
    ctx,
    shops.filter((s) => !LISTING_ONLY_SHOPS.includes(s.shopName)).map((s) => s.id),
  );
  await seedOrderRules(ctx); // a logistics rule on a seeded channel and a blacklisted buyer (issue 6)
  await seedPurchasing(ctx); // suppliers, a wholesale pairing, purchase orders in every state, receipts, payments (issue 7)
  await seedDashboard(ctx); // exchange rates, pickup timeouts and exceptions, Tradebyte returns (issue 8)
  await seedPrintAndAddresses(ctx); // sender / return addresses, print and export templates (issue 18 C)
  await seedFreight(ctx); // shipping templates, zones, price cards and the open orders' estimated freight (issue 18 B)
  await seedListings(ctx); // listings in every state on the demo shops of nine marketplaces, diagnosis problems, sell-along offers (issue 19)
  await (await import('./inventory-push')).seedInventoryPush(ctx); // a stock push rule, push records and a drift (issue 19)
  await (await import('./overseas-warehouses')).seedOverseasWarehouses(ctx); // a sandbox Goodcang authorization, its bound warehouse and channels (issue 23)
  await (await import('./stock-orders')).seedStockOrders(ctx); // stock orders to the German overseas warehouse in every state (the received one seeded with the overseas stock), a packing task, ASNs (issue 23 items 1 and 2)
  await (await import('./overseas-suggestions')).seedOverseasSuggestions(ctx); // safety-stock settings of the German overseas warehouse (issue 23 item 5)
  await (await import('./fulfilment-stock')).seedFulfilmentStock(ctx); // the demo Amazon shop's FBA stock and the eMAG shop's FBE stock, synced from the sandbox (issue 23 item 6)
  await (await import('./supply-monitors')).seedSupplyMonitors(ctx); // GigaCloud, vidaXL, a 1688 supply shop and an eMAG offer under monitoring, checked twice (issue 23 item 8)
  await (await import('./replies')).seedReplies(ctx); // reply templates and auto-reply rules (issue 21 item 4)
  await (await import('./chat')).seedChat(ctx); // buyer conversations of the last week on every authorized shop, some unread, one failed answer (issue 21)
  await (await import('./after-sales')).seedAfterSales(ctx); // eBay cancellations, returns, disputes and Allegro disputes from the sandbox, one tied to an open order (issue 21 item 6)
  await (await import('./reviews')).seedReviews(ctx); // buyer reviews of the last week on the eBay, Allegro, AliExpress and Shopee demo shops, one replied, one refused (issue 21)
  await (await import('./customers')).seedCustomers(ctx); // two blacklisted buyers of /customerManagement (issue 21 item 4)
  await (await import('./finance')).seedFinance(ctx); // accounts, payment and collection orders, some paid / received (issue 22 item 2)
  await (await import('./paypal')).seedPaypal(ctx); // a PayPal account synced from the sandbox, some transactions matched to demo orders (issue 22 item 4)
  await (await import('./logistics-bills')).seedLogisticsBills(ctx); // one carrier bill over demo shipped parcels, with its freight payable (issue 22 item 5)
  await (await import('./invoices')).seedInvoices(ctx); // one invoice company header and two invoices on demo orders (issue 22 item 3)
  await (await import('./profit')).seedProfits(ctx); // the profit of every shipped demo order, packaging on a few (issue 22 item 6)
  await (await import('./shein')).seedShein(ctx); // a SHEIN supplier shop, its stock orders from the sandbox, one delivered and one delivering (issue 23 item 9)
  await (await import('./fba-shipments')).seedFbaShipments(ctx); // an FBA warehouse and one FBA shipment per state through the sandbox inbound API (issue 23 item 6)
  await (await import('./listing-templates')).seedListingTemplates(ctx); // description templates, an Ozon mapping, size charts, infringing words (issue 24 item 3)
  await (await import('./product-development')).seedProductDevelopment(ctx); // a 3-node development process and requirements at each node, rejected and approved (issue 24 item 5)
  await (await import('./ai-writing')).seedAiWriting(ctx); // three AI prompt templates (issue 24 item 7)
  await (await import('./eu-compliance')).seedEuCompliance(ctx); // one default EU compliance template and three paired SKUs (issue 24 item 6)
  return true;
}
