// Print templates (/printTemplates, /printTemplate, issue 18 C): label, packing-slip, invoice,
// pick-list and box-mark layouts stored as JSON (page size and elements in mm) and checked by
// printLayout in @erp/schema. Every company starts with one default template per kind (created on
// first use, so companies made before this feature get them too); one default per kind.
import { defaultPrintLayout, PRINT_TEMPLATE_KINDS, printLayout, printTemplateInput, translate, type PrintLayout, type PrintTemplateKind } from '@erp/schema';
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import type { Tx } from '../../platform/db';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';

const nameInput = z.object({
  name: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(50, { error: 'validation.tooLong' }),
});

async function lockTemplates(ctx: RequestContext, tx: Tx) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('printTemplate'), ${ctx.actor!.companyId}::int)`;
}

/** Creates the default template of each kind the company has none of (idempotent, safe under concurrency). */
export async function ensureDefaultPrintTemplates(ctx: RequestContext): Promise<void> {
  const actor = ctx.actor!;
  const have = await ctx.db.printTemplate.groupBy({ by: ['kind'], _count: { _all: true } });
  if (PRINT_TEMPLATE_KINDS.every((k) => have.some((h) => h.kind === k))) return;
  await ctx.db.$transaction(async (tx) => {
    await lockTemplates(ctx, tx);
    const kinds = new Set((await tx.printTemplate.groupBy({ by: ['kind'], _count: { _all: true } })).map((h) => h.kind));
    const missing = PRINT_TEMPLATE_KINDS.filter((k) => !kinds.has(k));
    if (!missing.length) return;
    await tx.printTemplate.createMany({
      data: missing.map((kind) => ({
        companyId: actor.companyId,
        kind,
        name: translate(ctx.lang, `print.kind.${kind}`),
        layout: defaultPrintLayout(kind),
        isDefault: true,
      })),
    });
  });
}

export function printTemplateWhere(ctx: RequestContext, filter: { kind?: string | null; keyword?: string | null } = {}): Prisma.PrintTemplateWhereInput {
  assertCan(ctx, 'orders');
  const kw = filter.keyword?.trim();
  return { ...(filter.kind ? { kind: filter.kind } : {}), ...(kw ? { name: { contains: kw, mode: 'insensitive' } } : {}) };
}

export async function findPrintTemplate(ctx: RequestContext, id: number) {
  const row = await ctx.db.printTemplate.findFirst({ where: { id } });
  if (!row) throw new NotFoundError('print.template.notFound');
  return row;
}

/** The stored layout, checked again (a row written by hand or by an older version may not fit). */
export function layoutOf(row: { layout: unknown; kind: string }): PrintLayout {
  const parsed = printLayout.safeParse(row.layout);
  return parsed.success ? parsed.data : defaultPrintLayout(row.kind as PrintTemplateKind);
}

async function checkNameFree(tx: Tx, kind: string, name: string, exceptId: number | null) {
  const clash = await tx.printTemplate.findFirst({
    where: { kind, name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw ValidationError.field('name', 'print.template.nameExists');
}

export async function createPrintTemplate(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, 'printTemplate.update');
  const input = parseInput(printTemplateInput, raw);
  await ensureDefaultPrintTemplates(ctx);
  return ctx.db.$transaction(async (tx) => {
    await lockTemplates(ctx, tx);
    await checkNameFree(tx, input.kind, input.name, null);
    return tx.printTemplate.create({
      data: { companyId: actor.companyId, kind: input.kind, name: input.name, layout: input.layout as unknown as Prisma.InputJsonValue },
    });
  });
}

/** Saves the designer's work: name and layout (the kind stays). */
export async function updatePrintTemplate(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, 'printTemplate.update');
  const before = await findPrintTemplate(ctx, id);
  const input = parseInput(printTemplateInput, { ...(raw as object), kind: before.kind });
  return ctx.db.$transaction(async (tx) => {
    await lockTemplates(ctx, tx);
    await checkNameFree(tx, before.kind, input.name, id);
    return tx.printTemplate.update({ where: { id }, data: { name: input.name, layout: input.layout as unknown as Prisma.InputJsonValue } });
  });
}

export async function renamePrintTemplate(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, 'printTemplate.update');
  const { name } = parseInput(nameInput, raw);
  const before = await findPrintTemplate(ctx, id);
  return ctx.db.$transaction(async (tx) => {
    await lockTemplates(ctx, tx);
    await checkNameFree(tx, before.kind, name, id);
    return tx.printTemplate.update({ where: { id }, data: { name } });
  });
}

export async function copyPrintTemplate(ctx: RequestContext, id: number) {
  const actor = assertCan(ctx, 'printTemplate.update');
  const source = await findPrintTemplate(ctx, id);
  return ctx.db.$transaction(async (tx) => {
    await lockTemplates(ctx, tx);
    const suffix = translate(ctx.lang, 'print.copySuffix');
    let name = `${source.name}${suffix}`.slice(0, 50);
    for (let n = 2; await tx.printTemplate.findFirst({ where: { kind: source.kind, name: { equals: name, mode: 'insensitive' } }, select: { id: true } }); n++)
      name = `${source.name}${suffix} ${n}`.slice(0, 50);
    return tx.printTemplate.create({
      data: { companyId: actor.companyId, kind: source.kind, name, layout: source.layout as Prisma.InputJsonValue, isDefault: false },
    });
  });
}

export async function setDefaultPrintTemplate(ctx: RequestContext, id: number) {
  assertCan(ctx, 'printTemplate.update');
  const row = await findPrintTemplate(ctx, id);
  return ctx.db.$transaction(async (tx) => {
    await lockTemplates(ctx, tx);
    await tx.printTemplate.updateMany({ where: { kind: row.kind, isDefault: true, id: { not: id } }, data: { isDefault: false } });
    return tx.printTemplate.update({ where: { id }, data: { isDefault: true } });
  });
}

export async function deletePrintTemplate(ctx: RequestContext, id: number) {
  assertCan(ctx, 'printTemplate.update');
  const row = await findPrintTemplate(ctx, id);
  if (row.isDefault) throw ValidationError.field('id', 'print.template.deleteDefault');
  await ctx.db.printTemplate.deleteMany({ where: { id } });
  return row;
}

/** The company's default template of a kind (carrier labels, pick lists use it). */
export async function defaultPrintTemplate(ctx: RequestContext, kind: PrintTemplateKind) {
  await ensureDefaultPrintTemplates(ctx);
  return ctx.db.printTemplate.findFirst({ where: { kind }, orderBy: [{ isDefault: 'desc' }, { id: 'asc' }] });
}
