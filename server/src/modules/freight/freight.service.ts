// Freight (issue 18 part B; spec 02 §3 'Shipping partition rule', 'Price card', 'Shipping
// template', §5 'Logistics', §9 'Freight' and 'Shipping template price'). Shipping templates hold
// the weight ranges, partition rules the zones with their fees, price cards bind channels to a
// template (and zones) until they expire. Every order gets an estimated freight when it is
// reviewed (estimateOrderFreight, called by the review pipeline), stored in the order's currency
// and in the base currency (CNY); the carrier part replaces it with the actual cost
// (setActualFreight). The pure rules live in @erp/schema rules/freight.ts.
import {
  BASE_CURRENCY,
  BILLING_METHODS,
  PRICING_MODES,
  cheapestChannel,
  computeFreight,
  effectiveRates,
  weightRangeProblems,
  zoneProblems,
  round2,
  type BillingMethod,
  type ChannelCandidate,
  type FreightBreakdown,
  type FreightResult,
  type PricingMode,
  type WeightRange,
  type Zone,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/validate';

type Db = RequestContext['db'] | Parameters<Parameters<RequestContext['db']['$transaction']>[0]>[0];

export const FREIGHT_READ = 'shippingTemplate';
export const FREIGHT_WRITE = 'shippingTemplate.update';
/** The base currency of stored amounts (@erp/schema's, exchange rates are yuan per unit). */
export { BASE_CURRENCY };

const RANGE_KEYS = ['startWeight', 'endWeight', 'firstWeight', 'firstPrice', 'additionalWeight', 'additionalPrice', 'unitPrice'] as const;
const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null;

function cleanRanges(raw: unknown): WeightRange[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((r: Record<string, unknown>) => {
    const out: Record<string, number | null> = {};
    for (const k of RANGE_KEYS) out[k] = num(r?.[k]);
    return out as unknown as WeightRange;
  });
}
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
function cleanZones(raw: unknown): Zone[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((z: Record<string, unknown>) => ({
    name: str(z?.name),
    country: str(z?.country).toUpperCase(),
    state: str(z?.state) || null,
    postalFrom: str(z?.postalFrom) || null,
    postalTo: str(z?.postalTo) || null,
    registrationFee: num(z?.registrationFee),
    operationFee: num(z?.operationFee),
    additionalRate: num(z?.additionalRate),
  }));
}
function problemsToError(prefix: string, problems: { row: number; field: string; messageId: string }[]): ValidationError {
  return new ValidationError(
    problems.map((p) => ({
      field: p.row < 0 ? p.field : `${prefix}.${p.row}.${p.field}`,
      messageId: p.messageId,
      params: { field: `field.${p.field}`, row: p.row + 1 },
    })),
  );
}

// ---- shipping templates ---------------------------------------------------------------------------

export interface TemplateInput {
  id?: number;
  name?: string;
  billingMethod?: string;
  volumeCoefficient?: number;
  pricingMode?: string;
  currency?: string;
  effectiveAt?: Date | null;
  ranges?: unknown;
}

/** A template's fields checked (spec 02 §9): the data to store, or a ValidationError (ranges.<i>.<field> per row). */
export function checkTemplate(input: TemplateInput, now: Date, isNew: boolean) {
  const name = input.name?.trim() ?? '';
  if (!name || name.length > 64) throw ValidationError.field('name', 'freight.template.nameRequired');
  const billingMethod = (input.billingMethod ?? 'actual') as BillingMethod;
  if (!BILLING_METHODS.includes(billingMethod)) throw ValidationError.field('billingMethod', 'validation.required');
  const pricingMode = (input.pricingMode ?? 'firstContinued') as PricingMode;
  if (!PRICING_MODES.includes(pricingMode)) throw ValidationError.field('pricingMode', 'validation.required');
  const volumeCoefficient = input.volumeCoefficient ?? 6000;
  if (!Number.isInteger(volumeCoefficient) || volumeCoefficient <= 0 || volumeCoefficient > 1_000_000)
    throw ValidationError.field('volumeCoefficient', 'freight.template.coefficientInvalid');
  if (input.effectiveAt && isNew && input.effectiveAt.getTime() < now.getTime() - 60_000)
    throw ValidationError.field('effectiveAt', 'freight.template.effectiveInPast');
  const ranges = cleanRanges(input.ranges);
  const problems = weightRangeProblems(ranges);
  if (problems.length) throw problemsToError('ranges', problems);
  const currency = (input.currency ?? 'CNY').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw ValidationError.field('currency', 'validation.required');
  return {
    name,
    billingMethod,
    pricingMode,
    volumeCoefficient,
    currency,
    effectiveAt: input.effectiveAt ?? null,
    ranges: ranges as unknown as Prisma.InputJsonValue,
  };
}

/** Updates (with an id) or creates a named row; a name another row has is a field error. */
async function saveNamed<T>(id: number | undefined, update: (id: number) => Promise<T>, create: () => Promise<T>, nameTaken: string): Promise<T> {
  try {
    return id != null ? await update(id) : await create();
  } catch (err) {
    if (isUniqueViolation(err)) throw ValidationError.field('name', nameTaken);
    throw err;
  }
}

function found<T>(row: T | null, notFound: string): T {
  if (!row) throw new NotFoundError(notFound);
  return row;
}

export async function saveShippingTemplate(ctx: RequestContext, input: TemplateInput) {
  assertCan(ctx, FREIGHT_WRITE);
  if (input.id != null) await findTemplate(ctx.db, input.id);
  const data = checkTemplate(input, new Date(), input.id == null);
  return saveNamed(
    input.id,
    (id) => ctx.db.shippingTemplate.update({ where: { id }, data }),
    () => ctx.db.shippingTemplate.create({ data: data as never }),
    'freight.template.nameTaken',
  );
}

export async function findTemplate(db: Db, id: number) {
  return found(await db.shippingTemplate.findFirst({ where: { id } }), 'freight.template.notFound');
}

/** Deletes a template or partition rule no price card uses; one in use is refused on `id` (freight.<kind>.inUse). */
async function deleteUnused(ctx: RequestContext, kind: 'template' | 'partition', id: number) {
  assertCan(ctx, FREIGHT_WRITE);
  await (kind === 'template' ? findTemplate : findPartition)(ctx.db, id);
  const usedBy = kind === 'template' ? { templateId: id } : { partitionRuleId: id };
  if (await ctx.db.shippingPriceCard.count({ where: usedBy })) throw ValidationError.field('id', `freight.${kind}.inUse`);
  await (kind === 'template' ? ctx.db.shippingTemplate.deleteMany({ where: { id } }) : ctx.db.shippingPartitionRule.deleteMany({ where: { id } }));
  return true;
}

export const deleteShippingTemplate = (ctx: RequestContext, id: number) => deleteUnused(ctx, 'template', id);

export function listShippingTemplates(ctx: RequestContext, keyword?: string | null) {
  assertCan(ctx, FREIGHT_READ);
  const kw = keyword?.trim();
  return ctx.db.shippingTemplate.findMany({ where: kw ? { name: { contains: kw, mode: 'insensitive' } } : {}, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

// ---- partition rules ------------------------------------------------------------------------------

export interface PartitionInput {
  id?: number;
  name?: string;
  scheme?: string;
  zones?: unknown;
}

/** A partition rule's fields checked (spec 02 §5): the data to store, or a ValidationError (zones.<i>.<field> per row). */
export function checkPartitionRule(input: PartitionInput) {
  const name = input.name?.trim() ?? '';
  if (!name || name.length > 64) throw ValidationError.field('name', 'freight.partition.nameRequired');
  const zones = cleanZones(input.zones);
  const problems = zoneProblems(zones);
  if (problems.length) throw problemsToError('zones', problems);
  return { name, scheme: input.scheme?.trim() ?? '', zones: zones as unknown as Prisma.InputJsonValue };
}

export async function savePartitionRule(ctx: RequestContext, input: PartitionInput) {
  assertCan(ctx, FREIGHT_WRITE);
  if (input.id != null) await findPartition(ctx.db, input.id);
  const data = checkPartitionRule(input);
  return saveNamed(
    input.id,
    (id) => ctx.db.shippingPartitionRule.update({ where: { id }, data }),
    () => ctx.db.shippingPartitionRule.create({ data: data as never }),
    'freight.partition.nameTaken',
  );
}

export async function findPartition(db: Db, id: number) {
  return found(await db.shippingPartitionRule.findFirst({ where: { id } }), 'freight.partition.notFound');
}

export const deletePartitionRule = (ctx: RequestContext, id: number) => deleteUnused(ctx, 'partition', id);

export function listPartitionRules(ctx: RequestContext) {
  assertCan(ctx, 'shippingPartitionRule');
  return ctx.db.shippingPartitionRule.findMany({ orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

// ---- price cards ----------------------------------------------------------------------------------

export interface PriceCardInput {
  id?: number;
  name?: string;
  templateId?: number;
  partitionRuleId?: number | null;
  channelIds?: number[];
  deliveryDays?: number | null;
  expiresAt?: Date | null;
}

export async function savePriceCard(ctx: RequestContext, input: PriceCardInput) {
  assertCan(ctx, FREIGHT_WRITE);
  if (input.id != null) await findPriceCard(ctx.db, input.id);
  const name = input.name?.trim() ?? '';
  if (!name || name.length > 64) throw ValidationError.field('name', 'freight.card.nameRequired');
  if (input.templateId == null) throw ValidationError.field('templateId', 'freight.template.notFound');
  await findTemplate(ctx.db, input.templateId);
  if (input.partitionRuleId != null) await findPartition(ctx.db, input.partitionRuleId);
  const channelIds = [...new Set(input.channelIds ?? [])];
  if (!channelIds.length) throw ValidationError.field('channelIds', 'freight.card.channelsRequired');
  const found = await ctx.db.logisticsChannel.count({ where: { id: { in: channelIds } } });
  if (found !== channelIds.length) throw ValidationError.field('channelIds', 'freight.card.channelNotFound');
  if (input.deliveryDays != null && (!Number.isInteger(input.deliveryDays) || input.deliveryDays < 0))
    throw ValidationError.field('deliveryDays', 'freight.range.negative');
  if (input.expiresAt && input.expiresAt.getTime() < Date.now()) throw ValidationError.field('expiresAt', 'freight.card.expiryInPast');
  const data = {
    name,
    templateId: input.templateId,
    partitionRuleId: input.partitionRuleId ?? null,
    channelIds,
    deliveryDays: input.deliveryDays ?? null,
    expiresAt: input.expiresAt ?? null,
  };
  return saveNamed(
    input.id,
    (id) => ctx.db.shippingPriceCard.update({ where: { id }, data }),
    () => ctx.db.shippingPriceCard.create({ data: data as never }),
    'freight.card.nameTaken',
  );
}

export async function findPriceCard(db: Db, id: number) {
  return found(await db.shippingPriceCard.findFirst({ where: { id } }), 'freight.card.notFound');
}

export async function deletePriceCard(ctx: RequestContext, id: number) {
  assertCan(ctx, FREIGHT_WRITE);
  await findPriceCard(ctx.db, id);
  await ctx.db.shippingPriceCard.deleteMany({ where: { id } });
  return true;
}

export function listPriceCards(ctx: RequestContext) {
  assertCan(ctx, 'shippingPriceCard');
  return ctx.db.shippingPriceCard.findMany({ orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

// ---- pricing --------------------------------------------------------------------------------------

interface LoadedCard {
  id: number;
  channelIds: number[];
  deliveryDays: number | null;
  template: { billingMethod: string; volumeCoefficient: number; pricingMode: string; currency: string; ranges: unknown; effectiveAt: Date | null };
  zones: Zone[] | null;
}

/** Every price card in force at `now` with its template and zones (one query each). */
export async function loadPricing(db: Db, now = new Date()): Promise<{ byChannel: Map<number, LoadedCard>; rates: Record<string, number> }> {
  const cards = await db.shippingPriceCard.findMany({ where: { OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }, orderBy: { id: 'asc' } });
  const templates = new Map((await db.shippingTemplate.findMany({ where: { id: { in: cards.map((c) => c.templateId) } } })).map((t) => [t.id, t]));
  const ruleIds = cards.map((c) => c.partitionRuleId).filter((x): x is number => x != null);
  const rules = new Map((await db.shippingPartitionRule.findMany({ where: { id: { in: ruleIds } } })).map((r) => [r.id, r]));
  const byChannel = new Map<number, LoadedCard>();
  for (const c of cards) {
    const t = templates.get(c.templateId);
    if (!t || (t.effectiveAt && t.effectiveAt > now)) continue;
    const loaded: LoadedCard = {
      id: c.id,
      channelIds: c.channelIds,
      deliveryDays: c.deliveryDays,
      template: { ...t, ranges: cleanRanges(t.ranges) },
      zones: c.partitionRuleId != null ? cleanZones(rules.get(c.partitionRuleId)?.zones) : null,
    };
    for (const ch of c.channelIds) if (!byChannel.has(ch)) byChannel.set(ch, loaded);
  }
  return { byChannel, rates: await loadRates(db) };
}

/** The company's exchange rates (yuan per unit), for convert(). */
async function loadRates(db: Db): Promise<Record<string, number>> {
  const rows = await db.exchangeRate.findMany({ select: { currency: true, rate: true } });
  return effectiveRates(rows.map((r) => ({ currency: r.currency, rate: r.rate.toString() })));
}

/** Yuan per unit → converts an amount between currencies (unknown currency: rate 1). */
export function convert(amount: number, from: string, to: string, rates: Record<string, number>): number {
  if (from === to) return round2(amount);
  const rf = from === BASE_CURRENCY ? 1 : (rates[from] ?? 1);
  const rt = to === BASE_CURRENCY ? 1 : (rates[to] ?? 1);
  return round2((amount * rf) / rt);
}

export interface ParcelForPricing {
  weight: number;
  country: string;
  state?: string | null;
  postalCode?: string | null;
  size?: { length: number; width: number; height: number } | null;
}

/** The freight of a parcel by a loaded card, in the template's currency. */
export function priceByCard(card: LoadedCard, parcel: ParcelForPricing): FreightResult {
  return computeFreight(
    {
      billingMethod: card.template.billingMethod as BillingMethod,
      volumeCoefficient: card.template.volumeCoefficient,
      pricingMode: card.template.pricingMode as PricingMode,
      ranges: card.template.ranges as WeightRange[],
    },
    parcel,
    card.zones,
  );
}

// ---- trial calculation ----------------------------------------------------------------------------

export interface TrialInput {
  templateId: number;
  partitionRuleId?: number | null;
  weight: number;
  length?: number | null;
  width?: number | null;
  height?: number | null;
  country: string;
  state?: string | null;
  postalCode?: string | null;
}

/** The trial calculation (/shippingTemplate): every term of the freight, or why it cannot price. */
export async function trialFreight(ctx: RequestContext, input: TrialInput): Promise<FreightBreakdown & { currency: string }> {
  assertCan(ctx, FREIGHT_READ);
  if (!(input.weight > 0)) throw ValidationError.field('weight', 'freight.trial.weightInvalid');
  const t = await findTemplate(ctx.db, input.templateId);
  const zones = input.partitionRuleId != null ? cleanZones((await findPartition(ctx.db, input.partitionRuleId)).zones) : null;
  const size = input.length && input.width && input.height ? { length: input.length, width: input.width, height: input.height } : null;
  const r = computeFreight(
    {
      billingMethod: t.billingMethod as BillingMethod,
      volumeCoefficient: t.volumeCoefficient,
      pricingMode: t.pricingMode as PricingMode,
      ranges: cleanRanges(t.ranges),
    },
    { weight: input.weight, size, country: input.country, state: input.state, postalCode: input.postalCode },
    zones,
  );
  if (!r.ok) throw ValidationError.field(r.reason === 'noZone' ? 'country' : 'weight', `freight.trial.${r.reason}`);
  return { ...r.breakdown, currency: t.currency };
}

// ---- order freight --------------------------------------------------------------------------------

// The estimate at review lives in freight.estimate.ts (one batch read, priced and written at once).
export { estimateOrderFreight } from './freight.estimate';

/** The actual cost of an order (the carrier part calls it): replaces the estimate where shown. */
export async function setActualFreight(db: Db, orderId: number, amount: number, currency: string) {
  const order = await db.order.findFirst({ where: { id: orderId }, select: { id: true, currency: true, logisticsChannelId: true } });
  if (!order) throw new NotFoundError('orders.notFound');
  if (!(amount >= 0) || !Number.isFinite(amount)) throw ValidationError.field('amount', 'freight.range.negative');
  const rates = await loadRates(db);
  const actual = convert(amount, currency, order.currency, rates);
  const actualBase = convert(amount, currency, BASE_CURRENCY, rates);
  const existing = await db.orderFreight.findFirst({ where: { orderId } });
  if (existing) return db.orderFreight.update({ where: { orderId }, data: { actual, actualBase } });
  return db.orderFreight.create({
    data: {
      companyId: 0,
      orderId,
      channelId: order.logisticsChannelId ?? 0,
      currency: order.currency,
      estimated: 0,
      estimatedBase: 0,
      actual,
      actualBase,
      breakdown: {},
    },
  });
}

export async function orderFreight(ctx: RequestContext, orderId: number) {
  assertCan(ctx, 'orders');
  return ctx.db.orderFreight.findFirst({ where: { orderId } });
}

// ---- cheapest channel -----------------------------------------------------------------------------

/** Enabled channels and the price cards in force: what pricing an order on every channel needs (read once per batch). */
export async function loadChannelPricing(db: Db, now = new Date()) {
  const [pricing, channels] = await Promise.all([
    loadPricing(db, now),
    db.logisticsChannel.findMany({ where: { enabled: true }, select: { id: true, name: true, maxWeight: true }, orderBy: { id: 'asc' } }),
  ]);
  return { ...pricing, channels };
}
export type ChannelPricing = Awaited<ReturnType<typeof loadChannelPricing>>;

export interface ParcelForChoice {
  weight: number;
  country: string;
  state?: string | null;
  postcode?: string | null;
  declaredValue?: number | null;
  maxDeliveryDays?: number | null;
}

/** The candidate channels (all enabled ones when none are named) priced for a parcel in the base currency (CNY), and the cheapest eligible (pure). */
export function chooseChannel(pricing: ChannelPricing, order: ParcelForChoice, channelIds?: readonly number[] | null) {
  const named = channelIds?.length ? new Set(channelIds) : null;
  const candidates: ChannelCandidate[] = pricing.channels
    .filter((c) => !named || named.has(c.id))
    .map((c) => {
      const card = pricing.byChannel.get(c.id);
      const freight = card ? priceByCard(card, { weight: order.weight, country: order.country, state: order.state, postalCode: order.postcode }) : null;
      return {
        channelId: c.id,
        name: c.name,
        maxWeight: c.maxWeight,
        deliveryDays: card?.deliveryDays ?? null,
        // cards price in their template's currency: compared (and shown) in the base currency
        freight:
          card && freight?.ok
            ? { ...freight, breakdown: { ...freight.breakdown, total: convert(freight.breakdown.total, card.template.currency, BASE_CURRENCY, pricing.rates) } }
            : freight,
      };
    });
  return cheapestChannel(candidates, {
    weight: order.weight,
    country: order.country,
    declaredValue: order.declaredValue,
    maxDeliveryDays: order.maxDeliveryDays,
  });
}

/** The candidate channels for an order with their computed prices and eligibility. */
export async function cheapestForOrder(db: Db, order: ParcelForChoice, channelIds?: readonly number[]) {
  return chooseChannel(await loadChannelPricing(db), order, channelIds);
}

// ---- logistics table ------------------------------------------------------------------------------

export interface LogisticsTableRow {
  channelId: number;
  channelName: string;
  country: string;
  price: number | null;
  currency: string;
  deliveryDays: number | null;
  reason: string | null;
}

/** Channels × countries × price / delivery days for one weight (/logisticsTable). */
export async function logisticsTable(ctx: RequestContext, weight: number, countries: readonly string[]): Promise<LogisticsTableRow[]> {
  assertCan(ctx, 'logisticsTable');
  if (!(weight > 0)) throw ValidationError.field('weight', 'freight.trial.weightInvalid');
  const { byChannel } = await loadPricing(ctx.db);
  const channels = await ctx.db.logisticsChannel.findMany({
    where: { enabled: true },
    select: { id: true, name: true, maxWeight: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  const out: LogisticsTableRow[] = [];
  for (const c of channels) {
    const card = byChannel.get(c.id);
    for (const raw of countries) {
      const country = raw.trim().toUpperCase();
      if (!country) continue;
      let price: number | null = null;
      let reason: string | null = null;
      if (!card) reason = 'noPriceCard';
      else if (c.maxWeight > 0 && weight > c.maxWeight) reason = 'weight';
      else {
        const r = priceByCard(card, { weight, country });
        if (r.ok) price = r.breakdown.total;
        else reason = r.reason;
      }
      out.push({
        channelId: c.id,
        channelName: c.name,
        country,
        price,
        currency: card?.template.currency ?? BASE_CURRENCY,
        deliveryDays: card?.deliveryDays ?? null,
        reason,
      });
    }
  }
  return out;
}
