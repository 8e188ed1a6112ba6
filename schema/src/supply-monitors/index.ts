// Supply monitors (issue 23 item 8; spec 02 §2 /gigacloudStockMonitor, /vidaxlProductMonitor,
// /supplyShops, /sellMonitor, line 47 'supply-shop monitoring; price following for sellers
// (marketplace emag)', §7 'Only monitoring personnel may modify or delete'; spec 01 §2 message notice
// types 8-11). A monitored item watches one product of a supply source (GigaCloud, vidaXL, a supply
// shop's product page, or our eMAG offer for price following); a check compares the source's stock
// and price with the last ones and records a change beyond the item's thresholds. Pure: the server
// enforces these inputs, the client builds its forms on them.
import { z } from 'zod';

export const SUPPLY_SOURCES = ['gigacloud', 'vidaxl', 'shop', 'emag'] as const;
export type SupplySource = (typeof SUPPLY_SOURCES)[number];

/** The page (and read permission) of each source; writes need `<page>.update`. */
export const SUPPLY_SOURCE_PAGE: Record<SupplySource, 'gigacloudStockMonitor' | 'vidaxlProductMonitor' | 'supplyShops' | 'sellMonitor'> = {
  gigacloud: 'gigacloudStockMonitor',
  vidaxl: 'vidaxlProductMonitor',
  shop: 'supplyShops',
  emag: 'sellMonitor',
};

/** Platforms a supply shop may be on (anything else is 'other' with an https address). */
export const SUPPLY_SHOP_PLATFORMS = ['1688', 'aliexpress', 'taobao', 'other'] as const;
export type SupplyShopPlatform = (typeof SUPPLY_SHOP_PLATFORMS)[number];
const SHOP_HOSTS: Record<Exclude<SupplyShopPlatform, 'other'>, RegExp> = {
  '1688': /(^|\.)1688\.com$/,
  aliexpress: /(^|\.)aliexpress\.(com|us|ru)$/,
  taobao: /(^|\.)(taobao|tmall)\.com$/,
};

/** What a change record is about. */
export const SUPPLY_CHANGE_KINDS = ['stock', 'price', 'availability', 'lowestPrice', 'buyBox'] as const;
export type SupplyChangeKind = (typeof SUPPLY_CHANGE_KINDS)[number];

/** Product codes as each source spells them. */
export const SUPPLY_CODE_PATTERN: Record<Exclude<SupplySource, 'shop'>, RegExp> = {
  // GigaCloud item codes: letters, digits and dashes (W1234S00012, GC-889-BLK)
  gigacloud: /^[A-Za-z0-9][A-Za-z0-9-]{3,39}$/,
  // vidaXL SKUs are numbers (e.g. 40123, 3082841)
  vidaxl: /^\d{4,12}$/,
  // eMAG part number keys (PNK): letters and digits, e.g. DL4Z1FBBM
  emag: /^[A-Za-z0-9]{6,20}$/,
};

export const SUPPLY_STOCK_THRESHOLD_MAX = 100_000;
export const SUPPLY_PRICE_THRESHOLD_MAX = 100;
export const SUPPLY_URL_MAX = 500;
export const SUPPLY_CHECK_IDS_MAX = 200;

const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });

/** A product page address: http(s), a host, at most SUPPLY_URL_MAX characters. */
export function isSupplyUrl(value: string): boolean {
  if (value.length > SUPPLY_URL_MAX) return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The platform a supply shop's address belongs to ('other' for any other host). */
export function supplyShopPlatformOf(url: string): SupplyShopPlatform {
  try {
    const host = new URL(url).hostname.toLowerCase();
    for (const [p, re] of Object.entries(SHOP_HOSTS)) if (re.test(host)) return p as SupplyShopPlatform;
  } catch {
    /* not an address: 'other' */
  }
  return 'other';
}

/**
 * The thresholds of an item: a stock change of at least `stockThreshold` units (0: any change) and a
 * price change of at least `priceThresholdPct` percent of the last price (0: any change) are recorded
 * and notified. A drop to 0 or a return from 0 is always recorded.
 */
const stockThreshold = z
  .number({ error: 'supplyMonitor.stockThresholdRange' })
  .int({ error: 'supplyMonitor.stockThresholdRange' })
  .min(0, { error: 'supplyMonitor.stockThresholdRange' })
  .max(SUPPLY_STOCK_THRESHOLD_MAX, { error: 'supplyMonitor.stockThresholdRange' });
const priceThresholdPct = z
  .number({ error: 'supplyMonitor.priceThresholdRange' })
  .min(0, { error: 'supplyMonitor.priceThresholdRange' })
  .max(SUPPLY_PRICE_THRESHOLD_MAX, { error: 'supplyMonitor.priceThresholdRange' })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: 'supplyMonitor.priceThresholdRange' });
const thresholds = { stockThreshold: stockThreshold.default(0), priceThresholdPct: priceThresholdPct.default(0) };

/** Adding a monitored item. `code` is the product code (GigaCloud, vidaXL, eMAG) or, for a supply shop, the product page's address. */
export const supplyItemInput = z
  .object({
    source: z.enum(SUPPLY_SOURCES, { error: 'supplyMonitor.sourceInvalid' }),
    code: z
      .string({ error: 'supplyMonitor.codeRequired' })
      .trim()
      .min(1, { error: 'supplyMonitor.codeRequired' })
      .max(SUPPLY_URL_MAX, { error: 'validation.tooLong' }),
    supplyShopId: id.optional(),
    skuId: id.optional(),
    ...thresholds,
    remark: text(200).default(''),
  })
  .superRefine((v, ctx) => {
    const ok = v.source === 'shop' ? isSupplyUrl(v.code) : SUPPLY_CODE_PATTERN[v.source].test(v.code);
    if (!ok)
      ctx.addIssue({ code: 'custom', path: ['code'], message: v.source === 'shop' ? 'supplyMonitor.urlInvalid' : `supplyMonitor.codeInvalid.${v.source}` });
    if (v.source === 'shop' && v.supplyShopId == null) ctx.addIssue({ code: 'custom', path: ['supplyShopId'], message: 'supplyMonitor.shopRequired' });
  });
export type SupplyItemInput = z.input<typeof supplyItemInput>;

/** Editing an item: its thresholds, linked SKU and remark (the source and code stay: delete and add another). */
export const supplyItemUpdateInput = z.object({
  skuId: id.nullable().optional(),
  stockThreshold: stockThreshold.optional(),
  priceThresholdPct: priceThresholdPct.optional(),
  remark: text(200).optional(),
});
export type SupplyItemUpdateInput = z.input<typeof supplyItemUpdateInput>;

/** A supply shop (1688, AliExpress, Taobao or another shop's address). */
export const supplyShopInput = z.object({
  name: z
    .string({ error: 'supplyMonitor.shopNameRequired' })
    .trim()
    .min(1, { error: 'supplyMonitor.shopNameRequired' })
    .max(100, { error: 'validation.tooLong' }),
  url: z.string({ error: 'supplyMonitor.urlInvalid' }).trim().refine(isSupplyUrl, { error: 'supplyMonitor.urlInvalid' }),
  remark: text(200).default(''),
});
export type SupplyShopInput = z.input<typeof supplyShopInput>;

/** "Check now" of some items (1 to SUPPLY_CHECK_IDS_MAX). */
export const supplyCheckInput = z.object({
  ids: z.array(id).min(1, { error: 'supplyMonitor.tickAtLeastOne' }).max(SUPPLY_CHECK_IDS_MAX, { error: 'supplyMonitor.tooMany' }),
});

/** Percent change from `before` to `after` (0 when before is 0 and after too; 100 from 0 to anything). */
export function percentChange(before: number, after: number): number {
  if (before === after) return 0;
  if (before === 0) return 100;
  return Math.round((Math.abs(after - before) / before) * 10_000) / 100;
}

/** Whether a stock move from `before` to `after` is beyond the threshold (a drop to 0 or a return from 0 always is). */
export function stockChangeNotable(before: number, after: number, threshold: number): boolean {
  if (before === after) return false;
  if (before === 0 || after === 0) return true;
  return Math.abs(after - before) >= Math.max(1, threshold);
}

/** Whether a price move is beyond the threshold in percent (0: any change). */
export function priceChangeNotable(before: number, after: number, thresholdPct: number): boolean {
  if (before === after) return false;
  return percentChange(before, after) >= thresholdPct;
}
