// GraphQL of the home dashboard (issue 8; spec 01 §2 'Home dashboard (/home)', §3): the figures,
// the sales chart and the bottom figures. Every signed-in account may ask; a figure whose page the
// caller may not open is null, order-based charts are empty without the orders page.
import { plainInput } from '../../graphql/inputs';
import { builder } from '../../graphql/builder';
import { exposeFields } from '../../graphql/fields';
import * as home from './home.service';

const ShopFigures = builder.objectRef<home.HomeDashboard['shop']>('HomeShopFigures').implement({
  description: 'Shops card; null without the shops page',
  fields: (t) => exposeFields(t, { total: 'Int?: Shops of the /shops list with no status', authFailed: 'Int?: /shops with status 4 (authorization failed)' }),
});
const OrderFigures = builder.objectRef<home.HomeDashboard['order']>('HomeOrderFigures').implement({
  description: 'Orders card: each figure is the totalCount of the list its link opens (dashboardLink); null without that page',
  fields: (t) => ({
    ...exposeFields(t, {
      outOfStock: 'Int?: /orders status outOfStock',
      processing: 'Int?: /orders status processing',
      expireDelivery: 'Int?: /orders otherRule expireDelivery (shipment due)',
      overseaCancel: 'Int?: /orders otherRule overseaCancelWarning',
    }),
    unmatchedOver12Hours: t.exposeInt('unmatchedOver12Hours', {
      nullable: true,
      description: '/orders otherRule unmatched, condition and status processing, end_time_at = requestTime − 12 h (whole seconds)',
    }),
    ...exposeFields(t, {
      unmatchedOver24Hours: 'Int?: The same with requestTime − 24 h',
      collectTimeout: 'Int?: /outboundScan collectStatus -1 (pickup timeout)',
      collectException: 'Int?: /outboundScan collectStatus -2 (pickup exception)',
    }),
  }),
});
const CustomerServiceFigures = builder.objectRef<home.HomeDashboard['customerService']>('HomeCustomerServiceFigures').implement({
  fields: (t) => ({ tradebyteRefund: t.exposeInt('tradebyteRefund', { nullable: true, description: '/tradebyteRefund status 1 (to be processed)' }) }),
});
const Dashboard = builder.objectRef<home.HomeDashboard>('HomeDashboard').implement({
  description: 'The home page figures (spec 01 §3 Dashboard)',
  fields: (t) => ({
    shop: t.field({ type: ShopFigures, resolve: (d) => d.shop }),
    order: t.field({ type: OrderFigures, resolve: (d) => d.order }),
    customerService: t.field({ type: CustomerServiceFigures, resolve: (d) => d.customerService }),
    requestTime: t.expose('requestTime', { type: 'DateTime', description: 'When the figures were counted: the unmatched cut-offs are taken from it' }),
  }),
});

const SalesSeries = builder.objectRef<home.HomeSalesSeries>('HomeSalesSeries').implement({
  fields: (t) =>
    exposeFields(t, {
      name: 'String: Marketplace label',
      platformType: 'Int?',
      data: 'Float[]: One value per title: yuan (price) or orders (quantity)',
      total: 'Float',
    }),
});
const FilterOption = builder.objectRef<home.HomeFilterOption>('HomeFilterOption').implement({
  fields: (t) => ({ value: t.exposeString('value'), label: t.exposeString('label') }),
});
const FilterGroup = builder.objectRef<home.HomeSalesReport['filter'][number]>('HomeFilterGroup').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: 'timeType, platformType or numberType' }),
    options: t.field({ type: [FilterOption], resolve: (g) => g.options }),
  }),
});
const SalesReport = builder.objectRef<home.HomeSalesReport>('HomeSalesReport').implement({
  description: 'The sales chart of the home page (spec 01 §3 Sales report)',
  fields: (t) => ({
    ...exposeFields(t, {
      timeType: 'String',
      numberType: 'String',
      platformType: "String: '' all platforms",
      currency: 'String: CNY for price, empty for quantity',
      titles: 'String[]: Bucket labels, oldest first: YYYY-MM-DD (day; a week by its Monday) or YYYY-MM',
    }),
    series: t.field({
      type: [SalesSeries],
      description: 'One line per platform with sales in the period, largest total first; one line when a platform is chosen',
      resolve: (r) => r.series,
    }),
    legend: t.exposeStringList('legend'),
    filter: t.field({ type: [FilterGroup], resolve: (r) => r.filter }),
    missingCurrencies: t.exposeStringList('missingCurrencies', { description: 'Currencies without an exchange rate, left out of the amounts' }),
  }),
});
const SalesReportFilter = plainInput('HomeSalesReportFilter', {
  timeType: 'String: day (default, last 30 days) | week (last 12) | month (last 12)',
  numberType: 'String: price (default, yuan) | quantity (orders)',
  platformType: "String: Platform type number; '' or unset: all",
});

const Notice = builder.objectRef<home.HomeBottomData['notices'][number]>('HomeNotice').implement({
  fields: (t) => exposeFields(t, { id: 'Int', title: 'String', hotFlag: 'Boolean', updateTime: 'DateTime' }),
});
const AlertNotice = builder.objectRef<home.HomeBottomData['alertNotices'][number]>('HomeAlertNotice').implement({
  fields: (t) => ({ id: t.exposeInt('id'), title: t.exposeString('title'), content: t.exposeString('content') }),
});
const TopShop = builder.objectRef<home.HomeBottomData['orderMoneyTop10Shop'][number]>('HomeTopShop').implement({
  fields: (t) => ({ shopId: t.exposeInt('shopId'), shopName: t.exposeString('shopName'), orderAmount: t.exposeFloat('orderAmount', { description: 'Yuan' }) }),
});
const PieSlice = builder.objectRef<home.HomeBottomData['orderNumPlatformPieChart'][number]>('HomePlatformShare').implement({
  fields: (t) =>
    exposeFields(t, {
      platformType: 'Int',
      name: 'String',
      y: 'Int: Orders',
      percent: 'Float: Share in percent (two decimals, the shares add up to 100)',
    }),
});
const UnshippedRow = builder.objectRef<home.HomeBottomData['unShippingOrder']['list'][number]>('HomeUnshippedPlatform').implement({
  fields: (t) => ({ platformType: t.exposeInt('platformType'), platformTypeName: t.exposeString('platformTypeName'), orderNum: t.exposeInt('orderNum') }),
});
const Unshipped = builder.objectRef<home.HomeBottomData['unShippingOrder']>('HomeUnshippedOrders').implement({
  fields: (t) => ({ orderNumTotal: t.exposeInt('orderNumTotal'), list: t.field({ type: [UnshippedRow], resolve: (u) => u.list }) }),
});
const BottomData = builder.objectRef<home.HomeBottomData>('HomeBottomData').implement({
  description: 'The lower half of the home page (spec 01 §3 Bottom data); order parts are empty without the orders page',
  fields: (t) => ({
    notices: t.field({ type: [Notice], description: 'Newest published bulletins', resolve: (b) => b.notices }),
    alertNotices: t.field({ type: [AlertNotice], description: 'Alert bulletins, newest first', resolve: (b) => b.alertNotices }),
    orderMoneyTop10Shop: t.field({ type: [TopShop], description: 'Sales per shop in the window (yuan), top 10', resolve: (b) => b.orderMoneyTop10Shop }),
    orderNumPlatformPieChart: t.field({ type: [PieSlice], description: 'Sales orders per platform in the window', resolve: (b) => b.orderNumPlatformPieChart }),
    unShippingOrder: t.field({ type: Unshipped, description: 'Paid orders not shipped yet, per platform', resolve: (b) => b.unShippingOrder }),
    ...exposeFields(t, { windowStart: 'DateTime: First day (UTC) of the 30-day window', currency: 'String', missingCurrencies: 'String[]' }),
  }),
});

builder.queryFields((t) => ({
  homeDashboard: t.field({
    type: Dashboard,
    authScopes: { loggedIn: true },
    description: 'Home page figures; each equals the totalCount of the list it links to',
    resolve: (_r, _a, ctx) => home.homeDashboard(ctx),
  }),
  homeSalesReport: t.field({
    type: SalesReport,
    errors: {},
    authScopes: { loggedIn: true },
    description: 'Home page sales chart (defaults day, price, all platforms)',
    args: { filter: t.arg({ type: SalesReportFilter }) },
    resolve: (_r, args, ctx) => home.homeSalesReport(ctx, args.filter ?? {}),
  }),
  homeBottomData: t.field({
    type: BottomData,
    authScopes: { loggedIn: true },
    description: 'Home page bulletins, top shops, platform shares and unshipped orders',
    resolve: (_r, _a, ctx) => home.homeBottomData(ctx),
  }),
}));
