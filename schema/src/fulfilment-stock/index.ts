// Marketplace fulfilment-centre stock (Amazon FBA, Kaufland FBK, eMAG FBE) and the FBA restock
// suggestion (issue 23 item 6; spec 02 §2 /fbaWarehouseStock, /fbkWarehouseStock, /fbeWarehouseStock,
// /fbaWarehouseRestockSuggest; §9 'Sales windows 7/15/30/90 days; forecast windows 3/7/14/30 days;
// ... FBA over 365 days'). Pure: the server enforces the inputs and computes the suggestion with
// fbaRestockSuggestion; the client checks its form with the same schemas.
import { z } from 'zod';
import { PLATFORM_TYPES } from '../constants';

/** The three fulfilment programmes and the marketplace (listing platform type) of their shops. */
export const FULFILMENT_MARKETPLACES = ['fba', 'fbk', 'fbe'] as const;
export type FulfilmentMarketplace = (typeof FULFILMENT_MARKETPLACES)[number];
/** Kaufland's marketplace is the former real.de (platform type 6, `real`). */
export const FULFILMENT_PLATFORM_TYPE: Record<FulfilmentMarketplace, number> = {
  fba: PLATFORM_TYPES.amazon,
  fbk: PLATFORM_TYPES.real,
  fbe: PLATFORM_TYPES.emag,
};
/** The route (and permission page) of each programme's stock screen. */
export const FULFILMENT_PAGES: Record<FulfilmentMarketplace, 'fbaWarehouseStock' | 'fbkWarehouseStock' | 'fbeWarehouseStock'> = {
  fba: 'fbaWarehouseStock',
  fbk: 'fbkWarehouseStock',
  fbe: 'fbeWarehouseStock',
};

/** Storage age buckets of a fulfilment centre's inventory report; the last is flagged (spec 02 §9 'FBA over 365 days'). */
export const FULFILMENT_AGE_BUCKETS = ['age0to90', 'age91to180', 'age181to365', 'ageOver365'] as const;
export type FulfilmentAgeBucket = (typeof FULFILMENT_AGE_BUCKETS)[number];

/** Spec 02 §9 windows. */
export const RESTOCK_SALES_WINDOWS = [7, 15, 30, 90] as const;
export const RESTOCK_FORECAST_WINDOWS = [3, 7, 14, 30] as const;
export const RESTOCK_DEFAULTS = { salesWindow: 30, forecastDays: 14, leadDays: 14, targetCoverDays: 30 } as const;

const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
const oneOf = <const T extends readonly number[]>(allowed: T, error: string) =>
  z.number({ error }).refine((v): v is T[number] => (allowed as readonly number[]).includes(v), { error });
const wholeDays = (min: number, error: string) => z.number({ error }).int({ error }).min(min, { error }).max(365, { error });

/** "Sync now" of one shop's fulfilment-centre stock. */
export const fulfilmentSyncInput = z.object({
  marketplace: z.enum(FULFILMENT_MARKETPLACES, { error: 'fulfilmentStock.marketplaceInvalid' }),
  shopId: id,
});
export type FulfilmentSyncInput = z.infer<typeof fulfilmentSyncInput>;

/** The restock suggestion's parameters (one Amazon shop; windows from the spec's sets). */
export const fbaRestockInput = z.object({
  shopId: id,
  salesWindow: oneOf(RESTOCK_SALES_WINDOWS, 'fulfilmentStock.salesWindowInvalid').default(RESTOCK_DEFAULTS.salesWindow),
  forecastDays: oneOf(RESTOCK_FORECAST_WINDOWS, 'fulfilmentStock.forecastWindowInvalid').default(RESTOCK_DEFAULTS.forecastDays),
  /** Days from sending a shipment until the fulfilment centre can sell it. */
  leadDays: wholeDays(0, 'fulfilmentStock.leadDaysRange').default(RESTOCK_DEFAULTS.leadDays),
  /** Days of sales the stock should cover once the shipment arrives. */
  targetCoverDays: wholeDays(1, 'fulfilmentStock.coverDaysRange').default(RESTOCK_DEFAULTS.targetCoverDays),
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  onlyNeeded: z.boolean().optional(),
});
export type FbaRestockInput = z.infer<typeof fbaRestockInput>;

export interface FbaRestockTerms {
  /** Units sold in each sales window (7 / 15 / 30 / 90 days). */
  sales: Record<(typeof RESTOCK_SALES_WINDOWS)[number], number>;
  salesWindow: (typeof RESTOCK_SALES_WINDOWS)[number];
  forecastDays: (typeof RESTOCK_FORECAST_WINDOWS)[number];
  leadDays: number;
  targetCoverDays: number;
  /** Sellable in the fulfilment centres now. */
  fulfillable: number;
  /** Sent to the fulfilment centres and not yet received. */
  inbound: number;
}

export interface FbaRestockSuggestion {
  /** sales in the chosen window ÷ its days, 2 decimals. */
  dailySales: number;
  /** ⌈daily × forecast days⌉: expected sales in the forecast window. */
  forecast: number;
  /** ⌈daily × lead days⌉: sold before a shipment sent today can be sold. */
  leadDemand: number;
  /** ⌈daily × target cover days⌉. */
  coverDemand: number;
  /** lead demand + cover demand. */
  demand: number;
  /** fulfillable + inbound. */
  supply: number;
  /** supply ÷ daily, 1 decimal; null without sales. */
  coverDays: number | null;
  /** fulfillable runs out within the forecast window. */
  stockoutInForecast: boolean;
  /** max(0, demand − supply). */
  quantity: number;
}

/**
 * FBA restock recommendation (docs/decisions/fulfilment-stock.md):
 *   daily     = sales[window] ÷ window (2 decimals)
 *   forecast  = ⌈daily × forecast days⌉
 *   lead      = ⌈daily × lead days⌉
 *   cover     = ⌈daily × target cover days⌉
 *   demand    = lead + cover
 *   supply    = fulfillable + inbound
 *   quantity  = max(0, demand − supply)
 */
export function fbaRestockSuggestion(t: FbaRestockTerms): FbaRestockSuggestion {
  const sold = Math.max(0, t.sales[t.salesWindow] ?? 0);
  const dailySales = Math.round((sold / t.salesWindow) * 100) / 100;
  // + 0 turns the −0 of ⌈−1e-9⌉ into 0.
  const up = (v: number) => Math.ceil(v - 1e-9) + 0;
  const forecast = up(dailySales * t.forecastDays);
  const leadDemand = up(dailySales * t.leadDays);
  const coverDemand = up(dailySales * t.targetCoverDays);
  const demand = leadDemand + coverDemand;
  const supply = Math.max(0, t.fulfillable) + Math.max(0, t.inbound);
  const coverDays = dailySales > 0 ? Math.round((supply / dailySales) * 10) / 10 : null;
  const stockoutInForecast = dailySales > 0 && t.fulfillable < forecast;
  const quantity = Math.max(0, demand - supply);
  return { dailySales, forecast, leadDemand, coverDemand, demand, supply, coverDays, stockoutInForecast, quantity };
}

/** Units over 365 days old are flagged (spec 02 §9). */
export const isAgedOver365 = (row: { ageOver365: number }) => row.ageOver365 > 0;
