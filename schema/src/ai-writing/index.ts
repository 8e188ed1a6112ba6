// AI writing helpers (issue 24 item 7; spec 02 §2 /aiCommandTemplate, /chatGPT, /chatGPTOnline,
// §9 "maximum 20 entries for AI inputs"; spec 01 §2 the ChatGPT pages only for CHATGPT_COMPANY_IDS).
// Pure rules shared by server and client: command templates with variables, the inputs of a
// generation and of a chat message, the marketplace's language and length limits, and the parsing of
// the model's answer into a title, description, bullet points or keywords.
import { z } from 'zod';
import { LISTING_LIMITS } from '../listings/definition';

/** Spec 02 §9: at most 20 entries (attributes, keywords, extra lines) in one AI request. */
export const AI_INPUT_MAX_ENTRIES = 20;
export const AI_TEMPLATE_NAME_MAX = 50;
export const AI_PROMPT_MAX = 4000;
export const AI_ENTRY_MAX = 500;
export const AI_CHAT_MESSAGE_MAX = 4000;
/** Messages of the conversation sent back to the model with a new one (the newest). */
export const AI_CHAT_CONTEXT = 20;
/** Bullet points a generation keeps (Amazon's five). */
export const AI_BULLET_POINTS_MAX = 5;
export const AI_BULLET_POINT_MAX_LENGTH = 500;

export const AI_GENERATE_KINDS = ['title', 'description', 'bulletPoints', 'keywords'] as const;
export type AiGenerateKind = (typeof AI_GENERATE_KINDS)[number];

/** Variables a template's prompt may name as {{name}}. */
export const AI_TEMPLATE_VARIABLES = ['title', 'attributes', 'keywords', 'marketplace', 'language', 'maxLength', 'entries'] as const;
export type AiTemplateVariable = (typeof AI_TEMPLATE_VARIABLES)[number];

/** Languages of marketplace sites (the site code of a listing → the language its text is written in). */
const SITE_LANGUAGES: Readonly<Record<string, string>> = {
  US: 'English',
  UK: 'English',
  GB: 'English',
  CA: 'English',
  AU: 'English',
  SG: 'English',
  PH: 'English',
  MY: 'English',
  DE: 'German',
  AT: 'German',
  FR: 'French',
  BE: 'French',
  IT: 'Italian',
  ES: 'Spanish',
  MX: 'Spanish',
  CO: 'Spanish',
  CL: 'Spanish',
  BR: 'Portuguese',
  PT: 'Portuguese',
  PL: 'Polish',
  CZ: 'Czech',
  SK: 'Slovak',
  HU: 'Hungarian',
  RO: 'Romanian',
  BG: 'Bulgarian',
  SE: 'Swedish',
  NL: 'Dutch',
  RU: 'Russian',
  JP: 'Japanese',
  KR: 'Korean',
  CN: 'Chinese',
  TW: 'Traditional Chinese',
  TH: 'Thai',
  VN: 'Vietnamese',
  ID: 'Indonesian',
};

/** The language a listing on `site` is written in (English when the site is unknown or empty). */
export function languageOfSite(site: string | null | undefined): string {
  return SITE_LANGUAGES[(site ?? '').trim().toUpperCase()] ?? 'English';
}

/** Length limit of one kind of text: titles and descriptions from the listing definitions, keywords by count. */
export function aiLengthLimit(
  kind: AiGenerateKind,
  titleMax: number = LISTING_LIMITS.titleMax,
  descriptionMax: number = LISTING_LIMITS.descriptionMax,
): number {
  switch (kind) {
    case 'title':
      return titleMax;
    case 'description':
      return descriptionMax;
    case 'bulletPoints':
      return AI_BULLET_POINT_MAX_LENGTH;
    case 'keywords':
      return LISTING_LIMITS.keywordsMax;
  }
}

/** What the model is asked for when a template gives no prompt of its own. */
export const AI_DEFAULT_PROMPTS: Readonly<Record<AiGenerateKind, string>> = {
  title:
    'Write one product title in {{language}} for {{marketplace}}, at most {{maxLength}} characters. Product: {{title}}. Attributes: {{attributes}}. Keywords: {{keywords}}. {{entries}}',
  description:
    'Write a product description in {{language}} for {{marketplace}}, at most {{maxLength}} characters, plain paragraphs. Product: {{title}}. Attributes: {{attributes}}. Keywords: {{keywords}}. {{entries}}',
  bulletPoints:
    'Write 5 bullet points in {{language}} for {{marketplace}}, one per line, each at most {{maxLength}} characters. Product: {{title}}. Attributes: {{attributes}}. Keywords: {{keywords}}. {{entries}}',
  keywords:
    'Write at most {{maxLength}} search keywords in {{language}} for {{marketplace}}, separated by commas. Product: {{title}}. Attributes: {{attributes}}. Keywords: {{keywords}}. {{entries}}',
};

export interface AiPromptValues {
  title: string;
  attributes: Record<string, string>;
  keywords: string[];
  marketplace: string;
  language: string;
  maxLength: number;
  entries: string[];
}

/** The prompt with its {{variables}} filled; unknown variables stay as written. */
export function renderAiPrompt(prompt: string, v: AiPromptValues): string {
  const values: Record<AiTemplateVariable, string> = {
    title: v.title,
    attributes: Object.entries(v.attributes)
      .map(([k, x]) => `${k}: ${x}`)
      .join('; '),
    keywords: v.keywords.join(', '),
    marketplace: v.marketplace,
    language: v.language,
    maxLength: String(v.maxLength),
    entries: v.entries.join('\n'),
  };
  return prompt
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) =>
      (AI_TEMPLATE_VARIABLES as readonly string[]).includes(name) ? values[name as AiTemplateVariable] : all,
    )
    .trim();
}

/** Cuts a text at `max` characters (code points), at the last space of the last fifth when there is one. */
export function cutToLength(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return (space >= max * 0.8 ? cut.slice(0, space) : cut).trim();
}

const stripQuotes = (s: string) => s.replace(/^["'“”「」]+|["'“”「」]+$/g, '').trim();
const stripBullet = (s: string) => s.replace(/^\s*(?:[-*•·]|\d+[.)、])\s*/, '').trim();

export interface AiParsed {
  title?: string;
  description?: string;
  bulletPoints?: string[];
  keywords?: string[];
}

/** The model's answer as the fields of a listing, within the limits (title / description cut, at most 5 bullets, keyword count). */
export function aiAnswerFields(kind: AiGenerateKind, answer: string, limit: number): AiParsed {
  const text = answer.trim();
  switch (kind) {
    case 'title':
      return { title: cutToLength(stripQuotes(stripBullet(text.split('\n').find((l) => l.trim()) ?? '')), limit) };
    case 'description':
      return { description: cutToLength(text, limit) };
    case 'bulletPoints':
      return {
        bulletPoints: text
          .split('\n')
          .map(stripBullet)
          .filter(Boolean)
          .slice(0, AI_BULLET_POINTS_MAX)
          .map((l) => cutToLength(l, limit)),
      };
    case 'keywords': {
      const seen = new Set<string>();
      const words = text
        .split(/[,，;；\n]/)
        .map((w) => stripQuotes(stripBullet(w)))
        .filter((w) => w && !seen.has(w.toLowerCase()) && seen.add(w.toLowerCase()));
      return { keywords: words.slice(0, limit) };
    }
  }
}

const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
const entries = z
  .array(z.string().trim().max(AI_ENTRY_MAX, { error: 'validation.tooLong' }), { error: 'validation.required' })
  .max(AI_INPUT_MAX_ENTRIES, { error: 'aiWriting.tooManyEntries' });

export const aiTemplateInput = z.object({
  name: z
    .string({ error: 'aiWriting.nameRequired' })
    .trim()
    .min(1, { error: 'aiWriting.nameRequired' })
    .max(AI_TEMPLATE_NAME_MAX, { error: 'validation.tooLong' }),
  kind: z.enum(AI_GENERATE_KINDS, { error: 'aiWriting.kindUnknown' }),
  prompt: z
    .string({ error: 'aiWriting.promptRequired' })
    .trim()
    .min(1, { error: 'aiWriting.promptRequired' })
    .max(AI_PROMPT_MAX, { error: 'validation.tooLong' }),
});
export type AiTemplateInput = z.infer<typeof aiTemplateInput>;

/**
 * One generation: a kind, optionally a template (its prompt) and a listing (its title, attributes,
 * keywords, marketplace and site), plus free entries; at most 20 entries in all (entries, the given
 * attributes and keywords together).
 */
export const aiGenerateInput = z
  .object({
    kind: z.enum(AI_GENERATE_KINDS, { error: 'aiWriting.kindUnknown' }),
    templateId: id.nullish(),
    listingId: id.nullish(),
    title: z.string().trim().max(AI_ENTRY_MAX, { error: 'validation.tooLong' }).nullish(),
    keywords: entries.nullish(),
    attributes: z
      .array(z.object({ name: z.string().trim().min(1).max(100), value: z.string().trim().max(AI_ENTRY_MAX) }))
      .max(AI_INPUT_MAX_ENTRIES, { error: 'aiWriting.tooManyEntries' })
      .nullish(),
    entries: entries.nullish(),
    /** Language override (e.g. German); default: the listing site's language, else English. */
    language: z.string().trim().max(40, { error: 'validation.tooLong' }).nullish(),
    marketplace: z.string().trim().max(40, { error: 'validation.tooLong' }).nullish(),
  })
  .superRefine((v, c) => {
    const n = (v.keywords?.length ?? 0) + (v.attributes?.length ?? 0) + (v.entries?.length ?? 0);
    if (n > AI_INPUT_MAX_ENTRIES) c.addIssue({ code: 'custom', path: ['entries'], message: 'aiWriting.tooManyEntries' });
  });
export type AiGenerateInput = z.infer<typeof aiGenerateInput>;

/** Generated text applied to a listing draft: only the given fields change. */
export const aiApplyInput = z
  .object({
    listingId: id,
    title: z.string().trim().min(1, { error: 'validation.required' }).nullish(),
    description: z.string().trim().min(1, { error: 'validation.required' }).nullish(),
    bulletPoints: z.array(z.string().trim().min(1)).max(AI_BULLET_POINTS_MAX, { error: 'aiWriting.tooManyBullets' }).nullish(),
    keywords: z.array(z.string().trim().min(1)).max(AI_INPUT_MAX_ENTRIES, { error: 'aiWriting.tooManyEntries' }).nullish(),
  })
  .refine((v) => v.title || v.description || v.bulletPoints?.length || v.keywords?.length, { message: 'aiWriting.nothingToApply', path: ['title'] });
export type AiApplyInput = z.infer<typeof aiApplyInput>;

export const aiChatInput = z.object({
  message: z
    .string({ error: 'aiWriting.messageRequired' })
    .trim()
    .min(1, { error: 'aiWriting.messageRequired' })
    .max(AI_CHAT_MESSAGE_MAX, { error: 'validation.tooLong' }),
});

/** The description with bullet points added in front as an HTML list (listings have no bullet field). */
export function descriptionWithBullets(description: string, bullets: readonly string[]): string {
  if (!bullets.length) return description;
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<ul>${bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>${description}`;
}
