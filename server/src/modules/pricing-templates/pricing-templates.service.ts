// Pricing templates (/pricingTemplate, issue 18; spec 02 §3 'Pricing template: VAT point, platform
// commission point, gross profit rate, other deduction point', §5 'Pricing': the four points sum
// below 100 %, two decimals each). A template turns a cost into a selling price with
// sellingPrice() of @erp/schema (cost ÷ (1 − sum / 100)); the screen shows it as a trial.
// Names are unique per company (database unique index; a taken name is a field error).
import { pricingPointsProblems, type FieldIssue } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { uniquely } from '../../platform/validate';
import { whereOf } from '../../platform/where';

export const PRICING_READ = 'pricingTemplate';
export const PRICING_WRITE = 'pricingTemplate.update';
export const POINT_FIELDS = ['vat', 'commission', 'grossProfit', 'otherDeduction'] as const;

export interface PricingTemplateInput {
  name?: string;
  vat?: number;
  commission?: number;
  grossProfit?: number;
  otherDeduction?: number;
  currency?: string;
  remark?: string;
}

export interface PricingTemplateFilter {
  keyword?: string;
}

const template = whereOf<Prisma.PricingTemplateWhereInput>();

export function pricingTemplateWhere(ctx: RequestContext, filter: PricingTemplateFilter = {}): Prisma.PricingTemplateWhereInput {
  assertCan(ctx, PRICING_READ);
  return template.containing(filter.keyword?.trim(), 'name', 'remark');
}

/** Every rule on the input, all problems at once (each on its field); the data to store. */
function checkInput(input: PricingTemplateInput) {
  const issues: FieldIssue[] = [];
  const fail = (field: string, messageId: string) => issues.push({ field, messageId, params: { field: `field.${field}` } });
  const name = input.name?.trim() ?? '';
  if (!name || name.length > 64) fail('name', 'freight.pricing.nameRequired');
  const zero = { vat: 0, commission: 0, grossProfit: 0, otherDeduction: 0 };
  const points = { ...zero };
  for (const k of POINT_FIELDS) {
    const v = input[k];
    if (typeof v !== 'number') {
      fail(k, 'freight.pricing.pointInvalid');
      continue;
    }
    // the point alone: a number from 0, two decimals (its share of the sum is checked below)
    const own = pricingPointsProblems({ ...zero, [k]: v }).filter((m) => m !== 'freight.pricing.sumTooHigh');
    if (own.length) fail(k, own[0]);
    else points[k] = v;
  }
  if (!issues.some((i) => (POINT_FIELDS as readonly string[]).includes(i.field)) && pricingPointsProblems(points).length)
    fail('grossProfit', 'freight.pricing.sumTooHigh');
  const currency = (input.currency ?? '').trim().toUpperCase();
  if (currency && !/^[A-Z]{3}$/.test(currency)) fail('currency', 'freight.pricing.currencyInvalid');
  const remark = (input.remark ?? '').trim();
  if (remark.length > 255) fail('remark', 'freight.pricing.remarkTooLong');
  if (issues.length) throw new ValidationError(issues);
  return { name, ...points, currency, remark };
}

export async function findPricingTemplate(ctx: RequestContext, id: number) {
  const row = await ctx.db.pricingTemplate.findFirst({ where: { id } });
  if (!row) throw new NotFoundError('freight.pricing.notFound');
  return row;
}

async function named<T>(write: () => Promise<T>): Promise<T> {
  return uniquely(
    () => write(),
    () => ValidationError.field('name', 'freight.pricing.nameTaken'),
  );
}

export async function createPricingTemplate(ctx: RequestContext, input: PricingTemplateInput) {
  const actor = assertCan(ctx, PRICING_WRITE);
  const data = checkInput(input);
  return named(() => ctx.db.pricingTemplate.create({ data: { ...data, companyId: actor.companyId } }));
}

export async function updatePricingTemplate(ctx: RequestContext, id: number, input: PricingTemplateInput) {
  assertCan(ctx, PRICING_WRITE);
  await findPricingTemplate(ctx, id);
  const data = checkInput(input);
  return named(() => ctx.db.pricingTemplate.update({ where: { id }, data }));
}

export async function deletePricingTemplate(ctx: RequestContext, id: number) {
  assertCan(ctx, PRICING_WRITE);
  const row = await findPricingTemplate(ctx, id);
  await ctx.db.pricingTemplate.deleteMany({ where: { id } });
  return row;
}
