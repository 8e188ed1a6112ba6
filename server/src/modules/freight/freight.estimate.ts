// The estimated freight of orders at review (issue 18 part B; spec 02 §9 'Freight'). The review
// pipeline calls it for batches of thousands of orders, so a batch costs a fixed handful of
// statements whatever its size (issue 18 'Speed', bench/freight.bench.ts): the orders and the price
// cards read side by side, the orders priced in memory by @erp/schema's computeFreight, then one
// delete and one upsert. Orders and estimates go through raw SQL that names companyId, because
// Prisma's own handling of thousands of rows costs more CPU than the database work: a findMany of
// 5,000 ids about 8× the query's, and a raw parameter about 14 ms per MB of text, 35 for JSON full
// of quotes, which is why the rows travel as one compact JSON array of arrays (docs/decisions.md).
import { BASE_CURRENCY, type FreightBreakdown } from '@erp/schema';
import type { ScopedDb, Tx } from '../../platform/db';
import { convert, loadPricing, priceByCard } from './freight.service';

type Db = ScopedDb | Tx;

interface OrderForFreight {
  id: number;
  logisticsChannelId: number | null;
  currency: string;
  country: string;
  state: string;
  postcode: string;
  weight: number;
  estimatedWeight: number;
}

/** The orders among `orderIds` of the company the client is scoped to, and that company. */
async function readOrders(db: Db, orderIds: readonly number[]): Promise<{ companyId: number; orders: OrderForFreight[] } | null> {
  // The scoped client finds only its own company: the id the raw statements are limited to.
  const company = await db.company.findFirst({ select: { id: true } });
  if (!company) return null;
  const orders = await db.$queryRawUnsafe<OrderForFreight[]>(
    `SELECT id, "logisticsChannelId", currency, country, state, postcode, weight, "estimatedWeight"
     FROM "Order" WHERE "companyId" = $1 AND id = ANY($2::int[])`,
    company.id,
    intArray(orderIds),
  );
  return { companyId: company.id, orders };
}

/** An int[] parameter as its literal: Prisma passes one short string for less than an array. */
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The breakdown's terms in the order they travel; the compiler checks none is left out. */
const BREAKDOWN = [
  'actualWeight',
  'volumetricWeight',
  'chargeableWeight',
  'zone',
  'basic',
  'surcharge',
  'registrationFee',
  'operationFee',
  'total',
] as const satisfies readonly (keyof FreightBreakdown)[];
const allTerms: Exclude<keyof FreightBreakdown, (typeof BREAKDOWN)[number]> extends never ? true : never = true;
void allTerms;

/** An estimate as it travels: order, channel, card, currency, estimated, estimated base, the breakdown's terms, the card's currency. */
type EstimateRow = [number, number, number, string, number, number, ...FreightBreakdown[(typeof BREAKDOWN)[number]][], string];
const TERMS_AT = 6;

// The stored breakdown is the JSON of { ...breakdown, currency } as before: the same keys, each
// value the JSON the row carried.
const UPSERT = `INSERT INTO "OrderFreight" ("companyId", "orderId", "channelId", "priceCardId", currency, estimated, "estimatedBase", breakdown, "updatedAt")
  SELECT $1, (r->>0)::int, (r->>1)::int, (r->>2)::int, r->>3, (r->>4)::numeric, (r->>5)::numeric,
    jsonb_build_object(${BREAKDOWN.map((k, i) => `'${k}', r->${TERMS_AT + i}`).join(', ')}, 'currency', r->${TERMS_AT + BREAKDOWN.length}), now()
  FROM jsonb_array_elements($2::jsonb) AS r
  ON CONFLICT ("orderId") DO UPDATE SET "channelId" = EXCLUDED."channelId", "priceCardId" = EXCLUDED."priceCardId", currency = EXCLUDED.currency,
    estimated = EXCLUDED.estimated, "estimatedBase" = EXCLUDED."estimatedBase", breakdown = EXCLUDED.breakdown, "updatedAt" = now()`;

/**
 * Estimates the freight of orders with a channel (the review pipeline calls it) and stores it in
 * the order's currency and in the base currency. Orders whose channel has no card in force, or
 * whose weight no range covers, get no estimate (their old one is removed). Returns how many got one.
 */
export async function estimateOrderFreight(db: Db, orderIds: readonly number[], now = new Date()): Promise<number> {
  if (!orderIds.length) return 0;
  const [found, { byChannel, rates }] = await Promise.all([readOrders(db, orderIds), loadPricing(db, now)]);
  if (!found?.orders.length) return 0;
  const rows: EstimateRow[] = [];
  const none: number[] = [];
  for (const o of found.orders) {
    const card = o.logisticsChannelId != null ? byChannel.get(o.logisticsChannelId) : undefined;
    const weight = o.weight || o.estimatedWeight;
    const r = card ? priceByCard(card, { weight, country: o.country, state: o.state, postalCode: o.postcode }) : null;
    if (!card || !r?.ok) {
      none.push(o.id);
      continue;
    }
    const { total } = r.breakdown;
    rows.push([
      o.id,
      o.logisticsChannelId!,
      card.id,
      o.currency,
      convert(total, card.template.currency, o.currency, rates),
      convert(total, card.template.currency, BASE_CURRENCY, rates),
      ...BREAKDOWN.map((k) => r.breakdown[k]),
      card.template.currency,
    ]);
  }
  // An order no longer priced loses its estimate, unless the carrier's actual cost is known.
  if (none.length)
    await db.$executeRawUnsafe(
      `DELETE FROM "OrderFreight" WHERE "companyId" = $1 AND "orderId" = ANY($2::int[]) AND actual IS NULL`,
      found.companyId,
      intArray(none),
    );
  // Priced orders get their estimate; an actual cost already set stays (only the estimate columns change).
  if (rows.length) await db.$executeRawUnsafe(UPSERT, found.companyId, JSON.stringify(rows));
  return rows.length;
}
