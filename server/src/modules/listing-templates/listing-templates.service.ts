// Listing templates (issue 24 item 3; spec 02 §2 /commonTemplates, /commonTemplatesV2,
// /attributeMapping, the size-chart pages; §5 'Listing' mapping rules; §8 "template does not exist",
// "the add-template count has reached its limit"). The rules are the pure functions of
// @erp/schema (listing-templates); this file parses the loosely typed JSON parts, checks ids in the
// caller's company and writes. Bodies are stored sanitised (sanitizeHtml) so what a screen or a
// marketplace receives never carries scripts. Names are unique per company (database unique
// indexes; a race answers the same field error).
import {
  LISTING_TEMPLATE_LIMIT,
  SIZE_CHART_MARKETPLACES,
  SIZE_CHART_UNITS,
  applyAttributeMapping,
  mappingRulesProblems,
  listingDefinitionOf,
  renderSections,
  renderTemplate,
  sanitizeHtml,
  sizeChartProblems,
  templateHtmlProblems,
  templateNameProblems,
  templateSectionsProblems,
  type FieldIssue,
  type MappedProduct,
  type MappingRule,
  type PermissionName,
  type SizeChartMarketplace,
  type SizeChartRow,
  type TemplateSection,
  PLATFORM_TYPES,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { textOf, uniquely } from '../../platform/validate';
import { keywordOf, whereOf } from '../../platform/where';

export const COMMON_READ = 'commonTemplates';
export const COMMON_WRITE = 'commonTemplate.update';
export const V2_READ = 'commonTemplatesV2';
export const V2_WRITE = 'commonTemplateV2.update';
export const MAPPING_READ = 'attributeMapping';
export const MAPPING_WRITE = 'attributeMapping.update';

const json = (v: unknown) => v as Prisma.InputJsonValue;
const arrayOf = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.map((x) => (x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {})) : [];
const fail = (issues: FieldIssue[]) => {
  if (issues.length) throw new ValidationError(issues.map((i) => ({ ...i, params: { field: `field.${i.field}`, ...i.params } })));
};
const remarkOf = (remark: string | undefined, issues: FieldIssue[]) => {
  const r = (remark ?? '').trim();
  if (r.length > 255) issues.push({ field: 'remark', messageId: 'listingTemplates.remarkTooLong', params: {} });
  return r;
};
const taken =
  (field: string, messageId = 'listingTemplates.nameTaken') =>
  () =>
    ValidationError.field(field, messageId);

/** A listing platform type the listing engine knows (0 is "every marketplace" where `any` allows it). */
function platformTypeOf(value: number | undefined, any: boolean, issues: FieldIssue[]): number {
  const p = value ?? 0;
  if (p === 0 && any) return 0;
  if (!p) issues.push({ field: 'platformType', messageId: 'listingTemplates.marketplaceRequired', params: {} });
  else if (!listingDefinitionOf(p)) issues.push({ field: 'platformType', messageId: 'listingTemplates.marketplaceUnknown', params: {} });
  return p;
}

async function belowLimit(count: Promise<number>) {
  if ((await count) >= LISTING_TEMPLATE_LIMIT)
    throw new ValidationError([{ field: 'name', messageId: 'listingTemplates.limitReached', params: { max: LISTING_TEMPLATE_LIMIT } }]);
}

// ---- description templates (version 1: /commonTemplates, version 2: /commonTemplatesV2) ----------------

export interface DescriptionTemplateInput {
  name?: string;
  platformType?: number;
  html?: string;
  sections?: unknown;
  isDefault?: boolean;
  remark?: string;
}
export interface DescriptionTemplateFilter {
  keyword?: string;
  platformType?: number;
}

const template = whereOf<Prisma.DescriptionTemplateWhereInput>();
const perms = { 1: [COMMON_READ, COMMON_WRITE], 2: [V2_READ, V2_WRITE] } as const;
type Version = 1 | 2;

export function descriptionTemplateWhere(version: Version) {
  return (ctx: RequestContext, f: DescriptionTemplateFilter = {}): Prisma.DescriptionTemplateWhereInput => {
    assertCan(ctx, perms[version][0]);
    return { version, ...template.given(f, 'platformType'), ...template.containing(keywordOf(f.keyword), 'name', 'remark') };
  };
}

function sectionsOf(v: unknown): TemplateSection[] {
  return arrayOf(v).map((s) => ({ title: textOf(s.title).trim(), html: textOf(s.html).trim() }));
}

function checkTemplate(version: Version, input: DescriptionTemplateInput) {
  const issues: FieldIssue[] = [...templateNameProblems(input.name)];
  const platformType = platformTypeOf(input.platformType, version === 1, issues);
  let html = '';
  let sections: TemplateSection[] = [];
  if (version === 1) {
    issues.push(...templateHtmlProblems(input.html));
    html = sanitizeHtml((input.html ?? '').trim());
  } else {
    sections = sectionsOf(input.sections);
    issues.push(...templateSectionsProblems(sections));
    sections = sections.map((s) => ({ title: s.title, html: sanitizeHtml(s.html) }));
  }
  const remark = remarkOf(input.remark, issues);
  fail(issues);
  return { version, name: input.name!.trim(), platformType, html, sections: json(sections), isDefault: !!input.isDefault, remark };
}

export async function findDescriptionTemplate(ctx: RequestContext, version: Version, id: number) {
  const row = await ctx.db.descriptionTemplate.findFirst({ where: { id, version } });
  if (!row) throw new NotFoundError('listingTemplates.notFound');
  return row;
}

/** Writes a template; a default one takes the default from the others of its version and marketplace. */
async function writeTemplate(ctx: RequestContext, id: number | null, data: ReturnType<typeof checkTemplate>, companyId: number) {
  return uniquely(
    () =>
      ctx.db.$transaction(async (tx) => {
        if (data.isDefault)
          await tx.descriptionTemplate.updateMany({
            where: { version: data.version, platformType: data.platformType, isDefault: true },
            data: { isDefault: false },
          });
        return id === null ? tx.descriptionTemplate.create({ data: { ...data, companyId } }) : tx.descriptionTemplate.update({ where: { id }, data });
      }),
    taken('name'),
  );
}

export const createDescriptionTemplate = (version: Version) => async (ctx: RequestContext, input: DescriptionTemplateInput) => {
  const actor = assertCan(ctx, perms[version][1]);
  const data = checkTemplate(version, input);
  await belowLimit(ctx.db.descriptionTemplate.count({ where: { version } }));
  return writeTemplate(ctx, null, data, actor.companyId);
};

export const updateDescriptionTemplate = (version: Version) => async (ctx: RequestContext, id: number, input: DescriptionTemplateInput) => {
  const actor = assertCan(ctx, perms[version][1]);
  await findDescriptionTemplate(ctx, version, id);
  return writeTemplate(ctx, id, checkTemplate(version, input), actor.companyId);
};

export const deleteDescriptionTemplate = (version: Version) => async (ctx: RequestContext, id: number) => {
  assertCan(ctx, perms[version][1]);
  const row = await findDescriptionTemplate(ctx, version, id);
  await ctx.db.descriptionTemplate.deleteMany({ where: { id } });
  return row;
};

/** The stored template rendered as a listing description (version 2: its sections). */
export function renderStoredTemplate(row: { version: number; html: string; sections: unknown }, data: Parameters<typeof renderTemplate>[1]): string {
  return row.version === 2 ? renderSections(sectionsOf(row.sections), data) : renderTemplate(row.html, data);
}

// ---- attribute mapping (/attributeMapping) ------------------------------------------------------------

export interface AttributeMappingInput {
  name?: string;
  platformType?: number;
  category?: string;
  rules?: unknown;
  enabled?: boolean;
  remark?: string;
}
export interface AttributeMappingFilter {
  keyword?: string;
  platformType?: number;
}

const mapping = whereOf<Prisma.AttributeMappingWhereInput>();
export function attributeMappingWhere(ctx: RequestContext, f: AttributeMappingFilter = {}): Prisma.AttributeMappingWhereInput {
  assertCan(ctx, MAPPING_READ);
  return { ...mapping.given(f, 'platformType'), ...mapping.containing(keywordOf(f.keyword), 'name', 'category', 'remark') };
}

export function rulesOf(v: unknown): MappingRule[] {
  return arrayOf(v).map((r) => ({
    source: textOf(r.source).trim(),
    target: textOf(r.target).trim(),
    ...(r.fixedValue !== undefined && r.fixedValue !== null ? { fixedValue: textOf(r.fixedValue).trim() } : {}),
    values: arrayOf(r.values).map((x) => ({ from: textOf(x.from).trim(), to: textOf(x.to).trim() })),
  }));
}

function checkMapping(input: AttributeMappingInput) {
  const issues: FieldIssue[] = [...templateNameProblems(input.name)];
  const platformType = platformTypeOf(input.platformType, false, issues);
  const category = (input.category ?? '').trim();
  if (category.length > 64) issues.push({ field: 'category', messageId: 'listingTemplates.nameTooLong', params: { max: 64 } });
  const rules = rulesOf(input.rules);
  const def = listingDefinitionOf(platformType);
  if (def || !platformType) issues.push(...mappingRulesProblems(rules, def?.attributes ?? [], !!category));
  const remark = remarkOf(input.remark, issues);
  fail(issues);
  return { name: input.name!.trim(), platformType, category, rules: json(rules), enabled: input.enabled ?? true, remark };
}

export async function findAttributeMapping(ctx: RequestContext, id: number) {
  const row = await ctx.db.attributeMapping.findFirst({ where: { id } });
  if (!row) throw new NotFoundError('listingTemplates.notFound');
  return row;
}

/** Name or marketplace-and-category taken: each its own field error. */
async function mappingUnique<T>(ctx: RequestContext, id: number | null, data: ReturnType<typeof checkMapping>, write: () => Promise<T>) {
  const clash = await ctx.db.attributeMapping.findFirst({
    where: { id: id === null ? undefined : { not: id }, OR: [{ name: data.name }, { platformType: data.platformType, category: data.category }] },
  });
  if (clash?.name === data.name) throw ValidationError.field('name', 'listingTemplates.nameTaken');
  if (clash) throw ValidationError.field('category', 'listingTemplates.mapping.categoryTaken');
  return uniquely(write, taken('name'));
}

export async function createAttributeMapping(ctx: RequestContext, input: AttributeMappingInput) {
  const actor = assertCan(ctx, MAPPING_WRITE);
  const data = checkMapping(input);
  await belowLimit(ctx.db.attributeMapping.count());
  return mappingUnique(ctx, null, data, () => ctx.db.attributeMapping.create({ data: { ...data, companyId: actor.companyId } }));
}

export async function updateAttributeMapping(ctx: RequestContext, id: number, input: AttributeMappingInput) {
  assertCan(ctx, MAPPING_WRITE);
  await findAttributeMapping(ctx, id);
  const data = checkMapping(input);
  return mappingUnique(ctx, id, data, () => ctx.db.attributeMapping.update({ where: { id }, data }));
}

export async function deleteAttributeMapping(ctx: RequestContext, id: number) {
  assertCan(ctx, MAPPING_WRITE);
  const row = await findAttributeMapping(ctx, id);
  await ctx.db.attributeMapping.deleteMany({ where: { id } });
  return row;
}

/** A product of the library as the mapping reads it: its fields and each specification's value (the SKU's option, or all options). */
export function mappedProduct(p: Omit<MappedProduct, 'specs'> & { specifications: unknown }, sku?: { options: readonly string[] } | null): MappedProduct {
  const specs = arrayOf(p.specifications).map((s) => ({ name: textOf(s.name).trim(), options: Array.isArray(s.options) ? s.options.map(textOf) : [] }));
  return {
    ...p,
    specs: Object.fromEntries(specs.filter((s) => s.name).map((s, i) => [s.name, sku ? (sku.options[i] ?? '') : s.options.join(', ')])),
  };
}

/**
 * The hook the listing engine calls when it makes drafts from products (listings.service
 * createDraftsFromProducts): the enabled mappings of the marketplace, the one of the draft's
 * category first, then the marketplace-wide one (a category mapping's target wins).
 */
export async function attributeMapperFor(ctx: RequestContext, platformType: number, category: string) {
  const rows = await ctx.db.attributeMapping.findMany({ where: { platformType, enabled: true, category: { in: category ? ['', category] : [''] } } });
  const ordered = [...rows].sort((a, b) => a.category.length - b.category.length); // '' first: the category's own overwrite it
  return (product: MappedProduct): Record<string, string> =>
    ordered.reduce<Record<string, string>>((out, r) => ({ ...out, ...applyAttributeMapping(rulesOf(r.rules), product) }), {});
}

// ---- size charts (/mercadoSizeChart, /aliExpressSizeChart, /ozonSizeChart) -------------------------------

export const sizeChartPermission = (m: SizeChartMarketplace, kind: 'view' | 'edit'): PermissionName =>
  kind === 'view' ? `${m}SizeChart` : `${m}SizeChart.update`;

export interface SizeChartInput {
  name?: string;
  unit?: string;
  columns?: string[];
  rows?: unknown;
  remark?: string;
}
export interface SizeChartFilter {
  keyword?: string;
}

const chart = whereOf<Prisma.SizeChartWhereInput>();
export function sizeChartWhere(m: SizeChartMarketplace) {
  return (ctx: RequestContext, f: SizeChartFilter = {}): Prisma.SizeChartWhereInput => {
    assertCan(ctx, sizeChartPermission(m, 'view'));
    return { platformType: PLATFORM_TYPES[m], ...chart.containing(keywordOf(f.keyword), 'name', 'remark') };
  };
}

function rowsOf(v: unknown): SizeChartRow[] {
  return arrayOf(v).map((r) => ({ size: textOf(r.size).trim(), values: Array.isArray(r.values) ? r.values.map((x) => textOf(x).trim()) : [] }));
}

function checkChart(input: SizeChartInput) {
  const issues: FieldIssue[] = [...templateNameProblems(input.name)];
  const unit = input.unit ?? 'cm';
  if (!(SIZE_CHART_UNITS as readonly string[]).includes(unit)) issues.push({ field: 'unit', messageId: 'listingTemplates.size.unitInvalid', params: {} });
  const columns = (input.columns ?? []).map((c) => c.trim());
  const rows = rowsOf(input.rows);
  issues.push(...sizeChartProblems(columns, rows));
  const remark = remarkOf(input.remark, issues);
  fail(issues);
  return { name: input.name!.trim(), unit, columns, rows: json(rows), remark };
}

export async function findSizeChart(ctx: RequestContext, m: SizeChartMarketplace, id: number) {
  const row = await ctx.db.sizeChart.findFirst({ where: { id, platformType: PLATFORM_TYPES[m] } });
  if (!row) throw new NotFoundError('listingTemplates.notFound');
  return row;
}

function marketplaceOf(m: string): SizeChartMarketplace {
  if (!(SIZE_CHART_MARKETPLACES as readonly string[]).includes(m)) throw ValidationError.field('marketplace', 'listingTemplates.marketplaceUnknown');
  return m as SizeChartMarketplace;
}

export async function createSizeChart(ctx: RequestContext, marketplace: string, input: SizeChartInput) {
  const m = marketplaceOf(marketplace);
  const actor = assertCan(ctx, sizeChartPermission(m, 'edit'));
  const data = checkChart(input);
  await belowLimit(ctx.db.sizeChart.count({ where: { platformType: PLATFORM_TYPES[m] } }));
  return uniquely(() => ctx.db.sizeChart.create({ data: { ...data, platformType: PLATFORM_TYPES[m], companyId: actor.companyId } }), taken('name'));
}

export async function updateSizeChart(ctx: RequestContext, marketplace: string, id: number, input: SizeChartInput) {
  const m = marketplaceOf(marketplace);
  assertCan(ctx, sizeChartPermission(m, 'edit'));
  await findSizeChart(ctx, m, id);
  const data = checkChart(input);
  return uniquely(() => ctx.db.sizeChart.update({ where: { id }, data }), taken('name'));
}

export async function deleteSizeChart(ctx: RequestContext, marketplace: string, id: number) {
  const m = marketplaceOf(marketplace);
  assertCan(ctx, sizeChartPermission(m, 'edit'));
  const row = await findSizeChart(ctx, m, id);
  await ctx.db.sizeChart.deleteMany({ where: { id } });
  return row;
}

/**
 * The default description template of a marketplace (its default marketplace template, else the
 * default common template of that marketplace or of every marketplace), as a renderer; null when
 * the company has none (the listing engine then keeps its plain description).
 */
export async function defaultDescriptionFor(ctx: RequestContext, platformType: number) {
  const rows = await ctx.db.descriptionTemplate.findMany({ where: { isDefault: true, platformType: { in: [0, platformType] } } });
  const rank = (r: (typeof rows)[number]) => (r.version === 2 ? 0 : r.platformType ? 1 : 2);
  const best = [...rows].sort((a, b) => rank(a) - rank(b))[0];
  return best ? (data: Parameters<typeof renderTemplate>[1]) => renderStoredTemplate(best, data) : null;
}
