// AI writing helpers (issue 24 item 7; spec 02 §2 /aiCommandTemplate, /chatGPT, /chatGPTOnline and
// the mobile /chatGptWapList, /chatGPTOnlineWap; §9 at most 20 AI input entries):
// - prompt templates (/aiCommandTemplate, permission aiCommandTemplate.update to change them);
// - generation of a title, description, bullet points or keywords (chatGPT.generate): the prompt is
//   the template's (or the default of the kind) with its {{variables}} filled from the listing
//   (title, attributes, keywords, marketplace, the site's language, the definition's length limit)
//   and the caller's own entries (≤ 20 in all); the answer is cut to the limits; nothing is saved;
// - apply to a listing draft: the listings service's updateListing with the draft's own content and
//   the generated fields replaced (its permission, state and validation rules hold unchanged);
// - chat: one conversation per company and user; a question and its answer are stored together once
//   the provider answered in full (a provider failure stores nothing).
// The provider is ai-provider.ts; every failure of it is a BusinessError in the caller's language.
import {
  AI_CHAT_CONTEXT,
  AI_DEFAULT_PROMPTS,
  aiApplyInput,
  aiChatInput,
  aiGenerateInput,
  aiLengthLimit,
  aiTemplateInput,
  descriptionWithBullets,
  languageOfSite,
  listingDefinitionOf,
  marketplaceLabel,
  aiAnswerFields,
  renderAiPrompt,
  type AiGenerateKind,
  type AiParsed,
} from '@erp/schema';
import type { Prisma } from '../../generated/prisma/client';
import { allowedShopsWhere, assertCan, can, requireActor, type RequestContext } from '../../platform/context';
import { BusinessError, NotFoundError, ValidationError } from '../../platform/errors';
import { findRecord, inputAndRecord } from '../../platform/records';
import { parseInput, uniquelyNamed } from '../../platform/validate';
import { keywordOf, whereOf } from '../../platform/where';
import { contentOf, updateListing } from '../listings/listings.service';
import { aiProviderOf, notConfigured, type AiMessage } from './ai-provider';

export const AI_TEMPLATE_PAGE = 'aiCommandTemplate';
export const AI_TEMPLATE_EDIT = 'aiCommandTemplate.update';
export const AI_PAGE = 'chatGPT';
export const AI_GENERATE = 'chatGPT.generate';

/** What the screens show before a call: whether a provider is configured and its model. */
export function aiWritingStatus(ctx: RequestContext) {
  requireActor(ctx);
  const p = aiProviderOf(ctx.platform);
  return { configured: p.configured, model: p.configured ? p.model : '' };
}

// ---- templates ---------------------------------------------------------------------------------

export interface AiTemplateFilter {
  keyword?: string | null;
  kind?: string | null;
}

/** Templates are read on their page and by the generator (/chatGPT). */
function assertTemplateReader(ctx: RequestContext) {
  const actor = requireActor(ctx);
  if (!can(actor, AI_TEMPLATE_PAGE) && !can(actor, AI_PAGE)) assertCan(ctx, AI_TEMPLATE_PAGE);
  return actor;
}

const w = whereOf<Prisma.AiCommandTemplateWhereInput>();
export function aiTemplateWhere(ctx: RequestContext, f: AiTemplateFilter): Prisma.AiCommandTemplateWhereInput {
  assertTemplateReader(ctx);
  return { ...w.given({ kind: f.kind ?? undefined }, 'kind'), ...w.containing(keywordOf(f.keyword), 'name', 'prompt') };
}

const nameTaken = () => ValidationError.field('name', 'images.groupNameExists');

export async function createAiTemplate(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, AI_TEMPLATE_EDIT);
  const input = parseInput(aiTemplateInput, raw);
  return uniquelyNamed(
    ctx.db.aiCommandTemplate,
    input.name,
    undefined,
    () => ctx.db.aiCommandTemplate.create({ data: { ...input, companyId: actor.companyId, createdById: actor.userId } }),
    nameTaken,
  );
}

const templateOf = (ctx: RequestContext, id: number) => findRecord(ctx.db.aiCommandTemplate, id, 'aiWriting.templateNotFound', { id });

export async function updateAiTemplate(ctx: RequestContext, id: number, raw: unknown) {
  assertCan(ctx, AI_TEMPLATE_EDIT);
  const { input } = await inputAndRecord(aiTemplateInput, raw, () => templateOf(ctx, id));
  return uniquelyNamed(ctx.db.aiCommandTemplate, input.name, id, () => ctx.db.aiCommandTemplate.update({ where: { id }, data: input }), nameTaken);
}

export async function deleteAiTemplate(ctx: RequestContext, id: number) {
  assertCan(ctx, AI_TEMPLATE_EDIT);
  await templateOf(ctx, id);
  await ctx.db.aiCommandTemplate.delete({ where: { id } });
  return true;
}

// ---- generation --------------------------------------------------------------------------------

export interface AiGeneration extends AiParsed {
  kind: AiGenerateKind;
  /** The model's whole answer as it came. */
  text: string;
  language: string;
  marketplace: string;
  /** The length limit applied (characters; for keywords: how many). */
  limit: number;
  listingId: number | null;
}

/** A listing of the caller's company and allowed shops, with its lines (foreign or unknown: not found). */
async function listingOf(ctx: RequestContext, id: number) {
  const actor = requireActor(ctx);
  const listing = await ctx.db.listing.findFirst({
    where: { AND: [{ id }, allowedShopsWhere(actor, 'shopId')] },
    include: { variations: { orderBy: { position: 'asc' } } },
  });
  if (!listing) throw new NotFoundError('aiWriting.listingNotFound', { id });
  return listing;
}

/** An unknown or foreign listing id of an input is a field error on listingId. */
function asListingField(err: unknown): never {
  throw err instanceof NotFoundError ? ValidationError.field('listingId', 'aiWriting.listingNotFound') : err;
}

/** The request checked and its prompt built: what the provider is sent, and how its answer is read. */
export async function prepareGeneration(ctx: RequestContext, raw: unknown) {
  assertCan(ctx, AI_GENERATE);
  const input = parseInput(aiGenerateInput, raw);
  let template: { prompt: string } | null = null;
  if (input.templateId) {
    template = await ctx.db.aiCommandTemplate.findFirst({ where: { id: input.templateId }, select: { prompt: true } });
    if (!template) throw ValidationError.field('templateId', 'aiWriting.templateNotFound');
  }
  const listing = input.listingId ? await listingOf(ctx, input.listingId).catch(asListingField) : null;
  const def = listing ? listingDefinitionOf(listing.platformType) : undefined;
  const limit = aiLengthLimit(input.kind, def?.title.max, def?.description.max);
  const attributes: Record<string, string> = {};
  for (const [k, v] of Object.entries((listing?.attributes ?? {}) as Record<string, unknown>))
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') attributes[k] = String(v);
  for (const a of input.attributes ?? []) attributes[a.name] = a.value;
  const language = input.language || languageOfSite(listing?.site);
  const marketplace = input.marketplace || (listing ? marketplaceLabel(listing.platformType) : 'an online marketplace');
  const prompt = renderAiPrompt(template?.prompt ?? AI_DEFAULT_PROMPTS[input.kind], {
    title: input.title || listing?.title || '',
    attributes,
    keywords: input.keywords?.length ? input.keywords : (listing?.keywords ?? []),
    marketplace,
    language,
    maxLength: limit,
    entries: input.entries ?? [],
  });
  const messages: AiMessage[] = [
    {
      role: 'system',
      content: `You write e-commerce listing texts. Answer in ${language} only, with the requested text and nothing else (no explanations, no quotes).`,
    },
    { role: 'user', content: prompt },
  ];
  return { kind: input.kind, limit, language, marketplace, listingId: listing?.id ?? null, messages };
}

type Prepared = Awaited<ReturnType<typeof prepareGeneration>>;

export function generationOf(p: Prepared, text: string): AiGeneration {
  if (!text.trim()) throw new BusinessError('aiWriting.emptyAnswer');
  return {
    kind: p.kind,
    text,
    language: p.language,
    marketplace: p.marketplace,
    limit: p.limit,
    listingId: p.listingId,
    ...aiAnswerFields(p.kind, text, p.limit),
  };
}

/** One generation, answered whole. Nothing is saved. */
export async function generateAiText(ctx: RequestContext, raw: unknown): Promise<AiGeneration> {
  const p = await prepareGeneration(ctx, raw);
  const provider = aiProviderOf(ctx.platform);
  if (!provider.configured) throw notConfigured();
  return generationOf(p, await provider.complete(p.messages));
}

/** One generation streamed: `delta` pieces as they arrive, then the result. Nothing is saved. */
export async function* streamAiText(ctx: RequestContext, p: Prepared, signal?: AbortSignal): AsyncGenerator<{ delta: string } | { result: AiGeneration }> {
  const provider = aiProviderOf(ctx.platform);
  if (!provider.configured) throw notConfigured();
  let text = '';
  for await (const delta of provider.stream(p.messages, signal)) {
    text += delta;
    yield { delta };
  }
  yield { result: generationOf(p, text) };
}

// ---- apply to a listing draft ------------------------------------------------------------------

/**
 * Generated fields into a listing draft, through the listings service (its marketplace permission,
 * editable states and content rules): title and description replace the draft's, bullet points go
 * in front of the description as a list, keywords replace the draft's keywords.
 */
export async function applyAiToListing(ctx: RequestContext, raw: unknown) {
  requireActor(ctx);
  const input = parseInput(aiApplyInput, raw);
  const listing = await listingOf(ctx, input.listingId).catch(asListingField);
  const content = contentOf(listing);
  const description = input.description ?? content.description;
  const updated = await updateListing(ctx, listing.platformType, listing.id, {
    ...content,
    productId: listing.productId,
    skuId: listing.skuId,
    ...(input.title ? { title: input.title } : {}),
    description: input.bulletPoints?.length ? descriptionWithBullets(description, input.bulletPoints) : description,
    ...(input.keywords?.length ? { keywords: input.keywords } : {}),
  });
  return { listingId: updated.id, title: updated.title, status: updated.status };
}

// ---- chat --------------------------------------------------------------------------------------

/** The caller's conversation, oldest first (the newest 200). */
export async function aiChatMessages(ctx: RequestContext) {
  const actor = assertCan(ctx, AI_PAGE);
  const rows = await ctx.db.aiChatMessage.findMany({ where: { userId: actor.userId }, orderBy: { id: 'desc' }, take: 200 });
  return rows.reverse();
}

/** The question with the newest messages of the conversation before it. */
export async function prepareChat(ctx: RequestContext, raw: unknown) {
  const actor = assertCan(ctx, AI_GENERATE);
  const { message } = parseInput(aiChatInput, raw);
  const before = await ctx.db.aiChatMessage.findMany({ where: { userId: actor.userId }, orderBy: { id: 'desc' }, take: AI_CHAT_CONTEXT });
  const messages: AiMessage[] = [
    { role: 'system', content: 'You are an assistant for cross-border online sellers: listing titles, descriptions, keywords and customer messages.' },
    ...before.reverse().map((m) => ({ role: m.role === 'assistant' ? ('assistant' as const) : ('user' as const), content: m.content })),
    { role: 'user', content: message },
  ];
  return { actor, message, messages };
}
type PreparedChat = Awaited<ReturnType<typeof prepareChat>>;

/** The question and its answer stored together; answers the stored answer. */
async function storeExchange(ctx: RequestContext, p: PreparedChat, answer: string) {
  if (!answer.trim()) throw new BusinessError('aiWriting.emptyAnswer');
  const base = { companyId: p.actor.companyId, userId: p.actor.userId };
  return ctx.db.$transaction(async (tx) => {
    await tx.aiChatMessage.create({ data: { ...base, role: 'user', content: p.message } });
    return tx.aiChatMessage.create({ data: { ...base, role: 'assistant', content: answer } });
  });
}

export async function sendAiChatMessage(ctx: RequestContext, raw: unknown) {
  const p = await prepareChat(ctx, raw);
  const provider = aiProviderOf(ctx.platform);
  if (!provider.configured) throw notConfigured();
  return storeExchange(ctx, p, await provider.complete(p.messages));
}

export async function* streamAiChat(
  ctx: RequestContext,
  p: PreparedChat,
  signal?: AbortSignal,
): AsyncGenerator<{ delta: string } | { result: { id: number; content: string } }> {
  const provider = aiProviderOf(ctx.platform);
  if (!provider.configured) throw notConfigured();
  let text = '';
  for await (const delta of provider.stream(p.messages, signal)) {
    text += delta;
    yield { delta };
  }
  const saved = await storeExchange(ctx, p, text);
  yield { result: { id: saved.id, content: saved.content } };
}

export async function clearAiChat(ctx: RequestContext) {
  const actor = assertCan(ctx, AI_PAGE);
  const { count } = await ctx.db.aiChatMessage.deleteMany({ where: { userId: actor.userId } });
  return count;
}
