import { MARKETPLACE_LABELS, PLAN_LIMITS, platformName, shopStatus, translate } from '@erp/schema';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { command, exposeFields, pageList, rowCommandsOn } from '../../graphql/fields';
import { filteredList, findById } from '../../graphql/pagination';
import { parseInput } from '../../platform/validate';
import { compact, plainInput } from '../../graphql/inputs';
import { secretBox } from '../../platform/secret-box';
import { maskCredential } from './shops.credentials';
import * as shops from './shops.service';

/** The marketplace's display name; the stored platform name for one without a label. */
const platformLabel = (s: { platformType: number; platform: string }) => MARKETPLACE_LABELS[platformName(s.platformType)!] ?? s.platform;

/** The most shops any plan edition holds: shopOptions answers them all at once. */
const MOST_SHOPS = Math.max(...Object.values(PLAN_LIMITS).map((l) => l.shops));

builder.prismaObject('Shop', {
  description: 'A marketplace shop of the company',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', platformType: 'Int: Listing platform type number (ebay 1, amazon 2, …)', platform: 'String' }),
    platformLabel: t.string({ resolve: platformLabel }),
    ...exposeFields(t, {
      shopName: 'String',
      alias: 'String',
      site: 'String',
      status: 'Int: 0 unauthorized, 1 authorized, 2 expired, 3 disabled, 4 authorization failed',
      authTime: 'DateTime?',
      authExpireAt: 'DateTime?',
    }),
    authFailReason: t.string({ resolve: (s, _a, ctx) => (s.authFailReason ? translate(ctx.lang, s.authFailReason) : '') }),
    credentialMask: t.string({
      description: "The marketplace credential's last 4 characters behind a mask ('' when the shop holds none); the credential itself is never answered",
      select: { authToken: true },
      resolve: (s, _a, ctx) => maskCredential(secretBox(ctx.platform.config), s.authToken),
    }),
    ...exposeFields(t, {
      platformRate: 'Decimal',
      transferRate: 'Decimal',
      vatRate: 'Decimal',
      euTaxNumber: 'String',
      euTaxType: 'String',
      returnWarehouseId: 'Int?',
      createdAt: 'DateTime',
    }),
    platformFeeMode: t.exposeString('platformFeeMode', {
      description: "How the platform fee is taken (spec 02 §9): 'multiply' (sales + freight) × rate, 'inclusive' (sales + freight) ÷ (1 + rate) × rate",
    }),
  }),
});

const ShopOption = builder.objectRef<shops.ShopOptionRow>('ShopOption').implement({
  description: 'A shop for pickers, in the order of the shops list',
  fields: (t) => ({
    ...exposeFields(t, { id: 'Int', platformType: 'Int: Listing platform type number (ebay 1, amazon 2, …)' }),
    platformLabel: t.string({ resolve: platformLabel }),
    ...exposeFields(t, { shopName: 'String', alias: 'String', status: 'Int: 0 unauthorized, 1 authorized, 2 expired, 3 disabled, 4 authorization failed' }),
  }),
});

const ShopFilter = plainInput('ShopFilter', { status: 'Int', platformType: 'Int', keyword: 'String' });
const AuthorizeShopInput = plainInput('AuthorizeShopInput', {
  platformType: 'Int!',
  shopName: 'String!',
  alias: 'String',
  site: 'String',
  authCode: 'String!: The code the marketplace consent page returned',
});
const ReauthorizeShopInput = plainInput('ReauthorizeShopInput', { id: 'Int!', authCode: 'String!' });
const UpdateShopInput = plainInput('UpdateShopInput', {
  id: 'Int!',
  shopName: 'String',
  alias: 'String',
  platformRate: 'Decimal',
  transferRate: 'Decimal',
  vatRate: 'Decimal',
  euTaxNumber: 'String',
  euTaxType: 'String',
  returnWarehouseId: 'Int',
  platformFeeMode: "String: 'multiply' or 'inclusive' (spec 02 §9)",
});

/** The filter's status, checked so an unknown value is a field error on `status`. */
const statusFilter = z.object({ status: shopStatus });

function filterWhere(ctx: Parameters<typeof shops.shopWhere>[0], filter: { status?: number | null } | null | undefined) {
  const f = compact(filter ?? {});
  if (f.status != null) parseInput(statusFilter, { status: f.status });
  return shops.shopWhere(ctx, f);
}

builder.queryFields((t) => ({
  shopOptions: t.field({
    type: [ShopOption],
    authScopes: { loggedIn: true },
    description: `Every shop the caller may see (a sub-account: its allowShopIds), in id order, for pickers on screens of other permissions. Unpaged: a plan holds at most ${MOST_SHOPS} shops (PLAN_LIMITS)`,
    resolve: (_r, _a, ctx) => shops.shopOptions(ctx),
  }),
  shops: t.prismaConnection({
    type: 'Shop',
    ...pageList,
    authScopes: { permission: 'shops' },
    ...filteredList(ShopFilter, (ctx) => ctx.db.shop, filterWhere, { id: 'asc' }),
  }),
  shop: t.prismaField({
    type: 'Shop',
    authScopes: { permission: 'shops' },
    ...findById((ctx) => ctx.db.shop, shops.shopWhere),
  }),
}));

const ext = { operateModule: 'shops' };
const shopAuthorize = command('shop.authorize', ext);
const onShop = rowCommandsOn('Shop');
builder.mutationFields((t) => ({
  authorizeShop: t.prismaField({
    ...onShop.byInput(shopAuthorize, AuthorizeShopInput, shops.authorizeShop),
    description: 'Connects a shop through its marketplace connector; a refused code records the shop with status 4',
  }),
  reauthorizeShop: t.prismaField(onShop.byRawInput(shopAuthorize, ReauthorizeShopInput, shops.reauthorizeShop)),
  updateShop: t.prismaField({
    type: 'Shop',
    ...command('shop.update', ext),
    description: 'Rename the shop or set its rates and EU tax number',
    args: { input: t.arg({ type: UpdateShopInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => shops.updateShop(ctx, { ...compact(input), ...(input.returnWarehouseId === null ? { returnWarehouseId: null } : {}) }),
  }),
}));
