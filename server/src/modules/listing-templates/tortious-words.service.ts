// Infringing ("tortious") words (/tortiousWordsManage; issue 24 item 3): the company's word list
// (word, the marketplaces it applies to, whole word or contains, always case-insensitive), and the
// check every listing save and product save runs (assertNoTortiousWords). A save containing one
// is refused (decision: refuse, not warn — docs/decisions/issue-24-listing-templates.md) with the
// offending words listed in the message and in `params.words` so the editor can highlight them.
import { findTortiousWords, listingDefinitionOf, TORTIOUS_BATCH_MAX, tortiousWordProblems, tortiousWordsFor, type FieldIssue } from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { assertCan, type RequestContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { uniquely } from '../../platform/validate';
import { keywordOf, whereOf } from '../../platform/where';

export const TORTIOUS_READ = 'tortiousWordsManage';
export const TORTIOUS_WRITE = 'tortiousWord.update';

export interface TortiousWordInput {
  word?: string;
  matchMode?: string;
  platformTypes?: number[];
  remark?: string;
}
export interface TortiousWordsAddInput {
  /** One word a line (batch add). */
  words?: string;
  matchMode?: string;
  platformTypes?: number[];
}
export interface TortiousWordFilter {
  keyword?: string;
  platformType?: number;
  matchMode?: string;
}

const where = whereOf<Prisma.TortiousWordWhereInput>();
export function tortiousWordWhere(ctx: RequestContext, f: TortiousWordFilter = {}): Prisma.TortiousWordWhereInput {
  assertCan(ctx, TORTIOUS_READ);
  return {
    ...where.given(f, 'matchMode'),
    ...(f.platformType ? { OR: [{ platformTypes: { has: f.platformType } }, { platformTypes: { isEmpty: true } }] } : {}),
    ...where.containing(keywordOf(f.keyword), 'word', 'remark'),
  };
}

function platformsOf(list: number[] | undefined, issues: FieldIssue[]): number[] {
  const out = [...new Set(list ?? [])];
  if (out.some((p) => !listingDefinitionOf(p))) issues.push({ field: 'platformTypes', messageId: 'listingTemplates.marketplaceUnknown', params: {} });
  return out.sort((a, b) => a - b);
}

function checkWord(input: TortiousWordInput) {
  const matchMode = input.matchMode ?? 'word';
  const issues = tortiousWordProblems(input.word, matchMode);
  const platformTypes = platformsOf(input.platformTypes, issues);
  const remark = (input.remark ?? '').trim();
  if (remark.length > 255) issues.push({ field: 'remark', messageId: 'listingTemplates.remarkTooLong', params: {} });
  if (issues.length) throw new ValidationError(issues);
  const word = input.word!.trim();
  return { word, wordKey: word.toLowerCase(), matchMode, platformTypes, remark };
}

const wordTaken = () => ValidationError.field('word', 'listingTemplates.tortious.wordTaken');

async function findWord(ctx: RequestContext, id: number) {
  const row = await ctx.db.tortiousWord.findFirst({ where: { id } });
  if (!row) throw new NotFoundError('listingTemplates.notFound');
  return row;
}

export async function createTortiousWord(ctx: RequestContext, input: TortiousWordInput) {
  const actor = assertCan(ctx, TORTIOUS_WRITE);
  const data = checkWord(input);
  return uniquely(() => ctx.db.tortiousWord.create({ data: { ...data, companyId: actor.companyId } }), wordTaken);
}

/** Adds many words at once (one a line, blank lines skipped, words already listed skipped); answers how many were added. */
export async function addTortiousWords(ctx: RequestContext, input: TortiousWordsAddInput): Promise<number> {
  const actor = assertCan(ctx, TORTIOUS_WRITE);
  const lines = [
    ...new Map(
      (input.words ?? '')
        .split(/\r?\n/)
        .map((w) => w.trim())
        .filter(Boolean)
        .map((w) => [w.toLowerCase(), w]),
    ).values(),
  ];
  if (!lines.length) throw ValidationError.field('words', 'listingTemplates.tortious.wordRequired');
  if (lines.length > TORTIOUS_BATCH_MAX) throw ValidationError.field('words', 'listingTemplates.tortious.batchTooMany', { max: TORTIOUS_BATCH_MAX });
  const rows = lines.map((word) => {
    const issues = tortiousWordProblems(word, input.matchMode ?? 'word', 'words');
    if (issues.length) throw new ValidationError(issues.map((i) => ({ ...i, params: { ...i.params, word } })));
    return word;
  });
  const issues: FieldIssue[] = [];
  const platformTypes = platformsOf(input.platformTypes, issues);
  if (issues.length) throw new ValidationError(issues);
  const { count } = await ctx.db.tortiousWord.createMany({
    data: rows.map((word) => ({ companyId: actor.companyId, word, wordKey: word.toLowerCase(), matchMode: input.matchMode ?? 'word', platformTypes })),
    skipDuplicates: true,
  });
  return count;
}

export async function updateTortiousWord(ctx: RequestContext, id: number, input: TortiousWordInput) {
  assertCan(ctx, TORTIOUS_WRITE);
  await findWord(ctx, id);
  const data = checkWord(input);
  return uniquely(() => ctx.db.tortiousWord.update({ where: { id }, data }), wordTaken);
}

export async function deleteTortiousWords(ctx: RequestContext, ids: number[]) {
  assertCan(ctx, TORTIOUS_WRITE);
  const found = await ctx.db.tortiousWord.findMany({ where: { id: { in: ids } }, select: { id: true } });
  if (!ids.length || found.length !== new Set(ids).size) throw new NotFoundError('listingTemplates.notFound');
  const { count } = await ctx.db.tortiousWord.deleteMany({ where: { id: { in: ids } } });
  return count;
}

/** The company's words found in the texts, for a marketplace (platform type) or the product library (null). */
export async function tortiousWordsIn(ctx: RequestContext, platformType: number | null, texts: (string | null | undefined)[]): Promise<string[]> {
  const words = await ctx.db.tortiousWord.findMany({ select: { word: true, matchMode: true, platformTypes: true }, orderBy: { id: 'asc' } });
  return words.length ? findTortiousWords(tortiousWordsFor(words, platformType), texts) : [];
}

/**
 * The save hook of listings and the product library: refuses a save whose texts contain the
 * company's infringing words. `fields` maps each checked field to its text(s); the refusal names
 * every field with a word (`params.words`: the words found there, each in “quotes”, which the editors highlight).
 */
export async function assertNoTortiousWords(
  ctx: RequestContext,
  platformType: number | null,
  fields: Record<string, string | readonly string[] | null | undefined>,
): Promise<void> {
  const words = await ctx.db.tortiousWord.findMany({ select: { word: true, matchMode: true, platformTypes: true }, orderBy: { id: 'asc' } });
  if (!words.length) return;
  const applying = tortiousWordsFor(words, platformType);
  const issues: FieldIssue[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const found = findTortiousWords(applying, Array.isArray(value) ? value : [value as string | null | undefined]);
    if (found.length) issues.push({ field, messageId: 'listingTemplates.tortious.found', params: { words: found.map((w) => `“${w}”`).join(', ') } });
  }
  if (issues.length) throw new ValidationError(issues);
}
