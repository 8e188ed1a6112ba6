// Listing templates (issue 24 item 3; spec 02 §2 /commonTemplates, /commonTemplatesV2,
// /attributeMapping, /tortiousWordsManage, the size-chart pages; §5 'Listing'; §8 "template does
// not exist", "the add-template count has reached its limit"): description templates with
// variables, attribute mapping from the product library to a marketplace definition, size charts
// and the company's infringing ("tortious") words. Pure: the server enforces these rules and the
// client shows the same problems before sending.
import type { FieldIssue } from '../rules/validation';
import type { AttributeDefinition } from '../listings/definition';

// ---- shared ---------------------------------------------------------------------------------------

export const TEMPLATE_NAME_MAX = 64;
/** Templates (of one kind) a company may keep: "the add-template count has reached its limit" beyond. */
export const LISTING_TEMPLATE_LIMIT = 200;

const issue = (field: string, messageId: string, params: Record<string, unknown> = {}): FieldIssue => ({ field, messageId, params });

export function templateNameProblems(name: string | undefined | null, field = 'name'): FieldIssue[] {
  const n = (name ?? '').trim();
  if (!n) return [issue(field, 'listingTemplates.nameRequired')];
  if (n.length > TEMPLATE_NAME_MAX) return [issue(field, 'listingTemplates.nameTooLong', { max: TEMPLATE_NAME_MAX })];
  return [];
}

// ---- HTML sanitising --------------------------------------------------------------------------------

/** Tags a description may keep; everything else is dropped (its text kept, except the dangerous ones' content). */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'code',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'img',
  'a',
  'font',
  'center',
]);
/** Tags dropped together with their content. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'form',
  'textarea',
  'select',
  'title',
  'head',
];
const ALLOWED_ATTRS = new Set([
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'align',
  'valign',
  'colspan',
  'rowspan',
  'style',
  'border',
  'cellpadding',
  'cellspacing',
  'color',
  'size',
  'target',
]);

const safeUrl = (url: string) => {
  const u = url
    .trim()
    // eslint-disable-next-line no-control-regex -- control characters hidden inside "java\0script:" are what is stripped
    .replace(/[\u0000-\u001f\s]/g, '')
    .toLowerCase();
  // relative, http(s), mailto and our variables are fine; javascript:, data:, vbscript: are not
  return !/^[a-z][a-z0-9+.-]*:/.test(u) || /^(https?|mailto):/.test(u);
};

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An allow-list sanitiser for description HTML (a listing description goes to marketplaces and is
 * shown in our editors): script-like elements go with their content, other unknown tags go and
 * keep their text, attributes are limited to a small presentational set, event handlers and
 * javascript:/data: links are removed, and `style` may not carry `expression(` or `url(`.
 */
export function sanitizeHtml(html: string): string {
  let out = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const tag of DROPPED_WITH_CONTENT) out = out.replace(new RegExp(`<${tag}\\b[\\s\\S]*?(<\\/${tag}\\s*>|$)`, 'gi'), '');
  return out.replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>?/g, (whole, rawTag: string, rawAttrs: string) => {
    const tag = rawTag.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) return '';
    if (whole.startsWith('</')) return `</${tag}>`;
    const attrs: string[] = [];
    const re = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*(?:=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
    for (const m of rawAttrs.matchAll(re)) {
      const name = m[1]!.toLowerCase();
      const value = m[3] ?? m[4] ?? m[5] ?? '';
      if (!ALLOWED_ATTRS.has(name)) continue;
      if ((name === 'href' || name === 'src') && !safeUrl(value)) continue;
      if (name === 'style' && /expression\s*\(|url\s*\(|javascript:/i.test(value)) continue;
      attrs.push(`${name}="${escapeAttr(value)}"`);
    }
    const selfClosing = tag === 'br' || tag === 'hr' || tag === 'img';
    return `<${tag}${attrs.length ? ` ${attrs.join(' ')}` : ''}${selfClosing ? ' /' : ''}>`;
  });
}

// ---- description templates ------------------------------------------------------------------------

/** The variables a description template may use; `{name}` in the HTML is replaced on render. */
export const TEMPLATE_VARIABLES = ['title', 'sku', 'spu', 'description', 'attributes', 'images', 'sizeChart'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export const TEMPLATE_HTML_MAX = 20000;
/** V2 (per-marketplace) templates: 1 to 10 sections. */
export const TEMPLATE_SECTIONS_MAX = 10;
export const TEMPLATE_SECTION_TITLE_MAX = 64;

/** Variables named in a template, in order, without repeats (unknown ones included). */
export function templateVariablesIn(html: string): string[] {
  return [...new Set([...html.matchAll(/\{([A-Za-z][A-Za-z0-9_]*)\}/g)].map((m) => m[1]!))];
}

/** Rules of a template body: not empty, at most 20,000 characters, known variables only, something left after sanitising. */
export function templateHtmlProblems(html: string | undefined | null, field = 'html'): FieldIssue[] {
  const h = (html ?? '').trim();
  if (!h) return [issue(field, 'listingTemplates.htmlRequired')];
  if (h.length > TEMPLATE_HTML_MAX) return [issue(field, 'listingTemplates.htmlTooLong', { max: TEMPLATE_HTML_MAX })];
  const unknown = templateVariablesIn(h).filter((v) => !(TEMPLATE_VARIABLES as readonly string[]).includes(v));
  if (unknown.length) return [issue(field, 'listingTemplates.unknownVariable', { names: unknown.map((v) => `{${v}}`).join(', ') })];
  if (
    !sanitizeHtml(h)
      .replace(/<[^>]*>/g, '')
      .trim() &&
    !/<img\b/i.test(sanitizeHtml(h))
  )
    return [issue(field, 'listingTemplates.htmlEmpty')];
  return [];
}

export interface TemplateSection {
  title: string;
  html: string;
}

/** Rules of a V2 template's sections: 1 to 10, each a title (unique, ≤ 64) and a body with the rules above. */
export function templateSectionsProblems(sections: readonly TemplateSection[]): FieldIssue[] {
  if (!sections.length) return [issue('sections', 'listingTemplates.sectionsRequired')];
  if (sections.length > TEMPLATE_SECTIONS_MAX) return [issue('sections', 'listingTemplates.sectionsTooMany', { max: TEMPLATE_SECTIONS_MAX })];
  const out: FieldIssue[] = [];
  const seen = new Set<string>();
  sections.forEach((s, i) => {
    const title = (s.title ?? '').trim();
    if (!title) out.push(issue(`sections.${i}.title`, 'listingTemplates.sectionTitleRequired'));
    else if (title.length > TEMPLATE_SECTION_TITLE_MAX)
      out.push(issue(`sections.${i}.title`, 'listingTemplates.nameTooLong', { max: TEMPLATE_SECTION_TITLE_MAX }));
    else if (seen.has(title.toLowerCase())) out.push(issue(`sections.${i}.title`, 'listingTemplates.sectionTitleRepeated', { title }));
    seen.add(title.toLowerCase());
    out.push(...templateHtmlProblems(s.html, `sections.${i}.html`));
  });
  return out;
}

/** What a template is rendered with (a listing draft or a product of the library). */
export interface TemplateData {
  title: string;
  sku?: string;
  spu?: string;
  description?: string;
  attributes?: Readonly<Record<string, string>>;
  images?: readonly string[];
  /** A size chart as a header row and rows of cells. */
  sizeChart?: { columns: readonly string[]; rows: readonly { size: string; values: readonly string[] }[] } | null;
}

function variableHtml(name: string, d: TemplateData): string {
  switch (name) {
    case 'title':
      return escapeHtml(d.title);
    case 'sku':
      return escapeHtml(d.sku ?? '');
    case 'spu':
      return escapeHtml(d.spu ?? '');
    case 'description':
      return escapeHtml(d.description ?? '').replace(/\n/g, '<br />');
    case 'attributes': {
      const entries = Object.entries(d.attributes ?? {}).filter(([, v]) => v !== '');
      return entries.length ? `<ul>${entries.map(([k, v]) => `<li><b>${escapeHtml(k)}</b>: ${escapeHtml(v)}</li>`).join('')}</ul>` : '';
    }
    case 'images':
      return (d.images ?? [])
        .filter((u) => safeUrl(u))
        .map((u) => `<img src="${escapeAttr(u)}" alt="${escapeAttr(d.title)}" />`)
        .join('');
    case 'sizeChart': {
      const c = d.sizeChart;
      if (!c || !c.rows.length) return '';
      const head = `<tr><th></th>${c.columns.map((x) => `<th>${escapeHtml(x)}</th>`).join('')}</tr>`;
      const body = c.rows.map((r) => `<tr><th>${escapeHtml(r.size)}</th>${r.values.map((v) => `<td>${escapeHtml(v)}</td>`).join('')}</tr>`).join('');
      return `<table border="1">${head}${body}</table>`;
    }
    default:
      return '';
  }
}

/**
 * Renders a description template: the template is sanitised first, then each known `{variable}` is
 * replaced by its value (escaped text, or the HTML this module builds for attributes, images and
 * the size chart); an unknown one is left out. The result is safe HTML.
 */
export function renderTemplate(html: string, data: TemplateData): string {
  return sanitizeHtml(html).replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (_m, name: string) => variableHtml(name, data));
}

/** A V2 template: each section as a heading and its rendered body. */
export function renderSections(sections: readonly TemplateSection[], data: TemplateData): string {
  return sections.map((s) => `<h3>${escapeHtml(s.title.trim())}</h3>${renderTemplate(s.html, data)}`).join('');
}

// ---- attribute mapping ------------------------------------------------------------------------------

/** Product-library fields a mapping may read; `spec:<name>` reads a specification (SKU model) value; `fixed` is a constant. */
export const PRODUCT_ATTRIBUTE_SOURCES = [
  'name',
  'nameEn',
  'spu',
  'category',
  'weight',
  'length',
  'width',
  'height',
  'hsCode',
  'declareNameEn',
  'declareNameZh',
] as const;
export type ProductAttributeSource = (typeof PRODUCT_ATTRIBUTE_SOURCES)[number];
export const MAPPING_RULES_MAX = 50;
export const MAPPING_VALUES_MAX = 100;

export interface MappingRule {
  /** A product field, `spec:<specification name>`, or `fixed`. */
  source: string;
  /** The marketplace attribute written. */
  target: string;
  /** The value when `source` is `fixed`. */
  fixedValue?: string;
  /** Product values translated to the marketplace's (e.g. 红色 → Red); others pass as they are. */
  values?: readonly { from: string; to: string }[];
}

export const isSpecSource = (s: string) => /^spec:.{1,64}$/.test(s);
export const isKnownSource = (s: string) => s === 'fixed' || isSpecSource(s) || (PRODUCT_ATTRIBUTE_SOURCES as readonly string[]).includes(s);

/** Is `value` acceptable for a definition attribute? (the listing's own check, stated for one value) */
function valueFits(a: AttributeDefinition, value: string): boolean {
  if (a.type === 'select') return (a.options ?? []).includes(value);
  if (a.type === 'int') return /^-?\d+$/.test(value) && (a.min === undefined || Number(value) >= a.min) && (a.max === undefined || Number(value) <= a.max);
  if (a.type === 'url') return /^https?:\/\/\S+$/.test(value);
  return a.maxLength === undefined || value.length <= a.maxLength;
}

/**
 * Mapping rules (spec 02 §5 'Variant property mapping targets must not be identical'): 1 to 50
 * rules; a known source; a target that is the definition's attribute when the definition lists
 * attributes and no category is set (a category's own attributes come from the marketplace); two
 * rules never write the same target; a fixed rule has its value; translated values have a product
 * value, are not repeated, and a select attribute's fixed or translated value is one of its options.
 */
export function mappingRulesProblems(rules: readonly MappingRule[], attributes: readonly AttributeDefinition[], hasCategory: boolean): FieldIssue[] {
  if (!rules.length) return [issue('rules', 'listingTemplates.mapping.rulesRequired')];
  if (rules.length > MAPPING_RULES_MAX) return [issue('rules', 'listingTemplates.mapping.rulesTooMany', { max: MAPPING_RULES_MAX })];
  const out: FieldIssue[] = [];
  const targets = new Set<string>();
  rules.forEach((r, i) => {
    const at = (f: string) => `rules.${i}.${f}`;
    const source = (r.source ?? '').trim();
    const target = (r.target ?? '').trim();
    if (!isKnownSource(source)) out.push(issue(at('source'), 'listingTemplates.mapping.sourceUnknown', { source }));
    const def = attributes.find((a) => a.name === target);
    if (!target || target.length > 64) out.push(issue(at('target'), 'listingTemplates.mapping.targetRequired'));
    else if (!def && !hasCategory && attributes.length) out.push(issue(at('target'), 'listingTemplates.mapping.targetUnknown', { target }));
    else if (targets.has(target)) out.push(issue(at('target'), 'listingTemplates.mapping.targetRepeated', { target }));
    targets.add(target);
    if (source === 'fixed') {
      const v = (r.fixedValue ?? '').trim();
      if (!v) out.push(issue(at('fixedValue'), 'listingTemplates.mapping.fixedRequired'));
      else if (def && !valueFits(def, v)) out.push(issue(at('fixedValue'), 'listingTemplates.mapping.valueNotAccepted', { value: v, target }));
    }
    const values = r.values ?? [];
    if (values.length > MAPPING_VALUES_MAX) out.push(issue(at('values'), 'listingTemplates.mapping.valuesTooMany', { max: MAPPING_VALUES_MAX }));
    const froms = new Set<string>();
    values.forEach((v, j) => {
      const from = (v.from ?? '').trim();
      const to = (v.to ?? '').trim();
      if (!from || !to) out.push(issue(`rules.${i}.values.${j}.from`, 'listingTemplates.mapping.valueRequired'));
      else if (froms.has(from)) out.push(issue(`rules.${i}.values.${j}.from`, 'listingTemplates.mapping.valueRepeated', { value: from }));
      else if (def && !valueFits(def, to)) out.push(issue(`rules.${i}.values.${j}.to`, 'listingTemplates.mapping.valueNotAccepted', { value: to, target }));
      froms.add(from);
    });
  });
  return out;
}

/** The product-library side of a mapping: the product's fields and its specifications (name → the first SKU's option, or all options joined). */
export interface MappedProduct {
  name: string;
  nameEn?: string;
  spu?: string;
  category?: string;
  weight?: number;
  length?: number;
  width?: number;
  height?: number;
  hsCode?: string;
  declareNameEn?: string;
  declareNameZh?: string;
  /** Specification name → its value on the SKU being listed (or options joined with ", "). */
  specs?: Readonly<Record<string, string>>;
}

/**
 * Applies mapping rules to a product: the marketplace attributes it gives. A source with no value
 * (an empty field, a 0 size, a specification the product does not have) writes nothing, so the
 * seller sees the attribute missing instead of a wrong value.
 */
export function applyAttributeMapping(rules: readonly MappingRule[], product: MappedProduct): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of rules) {
    const target = r.target.trim();
    let value: string;
    if (r.source === 'fixed') value = (r.fixedValue ?? '').trim();
    else if (isSpecSource(r.source)) value = product.specs?.[r.source.slice(5)] ?? '';
    else {
      const raw = product[r.source as ProductAttributeSource];
      value = raw === undefined || raw === null || raw === 0 ? '' : String(raw).trim();
    }
    if (!value) continue;
    const translated = (r.values ?? []).find((v) => v.from.trim() === value);
    out[target] = translated ? translated.to.trim() : value;
  }
  return out;
}

// ---- size charts ----------------------------------------------------------------------------------

/** The marketplaces with a size-chart page (/mercadoSizeChart, /aliExpressSizeChart, /ozonSizeChart). */
export const SIZE_CHART_MARKETPLACES = ['mercado', 'aliExpress', 'ozon'] as const;
export type SizeChartMarketplace = (typeof SIZE_CHART_MARKETPLACES)[number];
export const SIZE_CHART_UNITS = ['cm', 'inch'] as const;
export const SIZE_CHART_COLUMNS_MAX = 10;
export const SIZE_CHART_ROWS_MAX = 30;
export const SIZE_CHART_LABEL_MAX = 32;

export interface SizeChartRow {
  size: string;
  values: readonly string[];
}

/**
 * A size chart: 1 to 10 measurement columns (named, not repeated), 1 to 30 sizes (named, not
 * repeated), each with one value per column: a measurement from 0 with at most one decimal, or a
 * range "min-max" with min below max.
 */
export function sizeChartProblems(columns: readonly string[], rows: readonly SizeChartRow[]): FieldIssue[] {
  const out: FieldIssue[] = [];
  if (!columns.length) out.push(issue('columns', 'listingTemplates.size.columnsRequired'));
  else if (columns.length > SIZE_CHART_COLUMNS_MAX) out.push(issue('columns', 'listingTemplates.size.columnsTooMany', { max: SIZE_CHART_COLUMNS_MAX }));
  const seenCols = new Set<string>();
  columns.forEach((c, i) => {
    const n = (c ?? '').trim();
    if (!n || n.length > SIZE_CHART_LABEL_MAX) out.push(issue(`columns.${i}`, 'listingTemplates.size.labelRequired', { max: SIZE_CHART_LABEL_MAX }));
    else if (seenCols.has(n.toLowerCase())) out.push(issue(`columns.${i}`, 'listingTemplates.size.columnRepeated', { name: n }));
    seenCols.add(n.toLowerCase());
  });
  if (!rows.length) out.push(issue('rows', 'listingTemplates.size.rowsRequired'));
  else if (rows.length > SIZE_CHART_ROWS_MAX) out.push(issue('rows', 'listingTemplates.size.rowsTooMany', { max: SIZE_CHART_ROWS_MAX }));
  const seenRows = new Set<string>();
  rows.forEach((r, i) => {
    const n = (r.size ?? '').trim();
    if (!n || n.length > SIZE_CHART_LABEL_MAX) out.push(issue(`rows.${i}.size`, 'listingTemplates.size.labelRequired', { max: SIZE_CHART_LABEL_MAX }));
    else if (seenRows.has(n.toLowerCase())) out.push(issue(`rows.${i}.size`, 'listingTemplates.size.sizeRepeated', { name: n }));
    seenRows.add(n.toLowerCase());
    if (r.values.length !== columns.length) out.push(issue(`rows.${i}.values`, 'listingTemplates.size.valuesCount', { count: columns.length }));
    else
      r.values.forEach((v, j) => {
        if (!sizeValueOk(v)) out.push(issue(`rows.${i}.values.${j}`, 'listingTemplates.size.valueInvalid', { value: v }));
      });
  });
  return out;
}

const MEASURE = /^\d{1,4}(\.\d)?$/;
export function sizeValueOk(v: string): boolean {
  const s = (v ?? '').trim();
  if (MEASURE.test(s)) return true;
  const range = /^(\d{1,4}(?:\.\d)?)\s*-\s*(\d{1,4}(?:\.\d)?)$/.exec(s);
  return !!range && Number(range[1]) < Number(range[2]);
}

// ---- tortious (infringing) words --------------------------------------------------------------------

export const TORTIOUS_MATCH_MODES = ['word', 'contains'] as const;
export type TortiousMatchMode = (typeof TORTIOUS_MATCH_MODES)[number];
export const TORTIOUS_WORD_MAX = 100;
/** Words one batch add may carry (one a line). */
export const TORTIOUS_BATCH_MAX = 500;

export interface TortiousWord {
  word: string;
  /** A TortiousMatchMode ('word' | 'contains'); string because stored rows are read as they are. */
  matchMode: string;
  /** Listing platform types the word applies to; empty: every marketplace (and the product library). */
  platformTypes: readonly number[];
}

export function tortiousWordProblems(word: string | undefined | null, matchMode: string, field = 'word'): FieldIssue[] {
  const w = (word ?? '').trim();
  if (!w) return [issue(field, 'listingTemplates.tortious.wordRequired')];
  if (w.length > TORTIOUS_WORD_MAX) return [issue(field, 'listingTemplates.tortious.wordTooLong', { max: TORTIOUS_WORD_MAX })];
  if (!(TORTIOUS_MATCH_MODES as readonly string[]).includes(matchMode)) return [issue('matchMode', 'listingTemplates.tortious.matchModeInvalid')];
  return [];
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole-word matching only makes sense for words written with spaces between them; CJK words match as contained. */
const spaced = (w: string) => !/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(w);

function patternOf(w: TortiousWord): RegExp {
  const body = escapeRegex(w.word.trim());
  return w.matchMode === 'word' && spaced(w.word) ? new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu') : new RegExp(body, 'giu');
}

/** The words that apply to a marketplace (platform type), or all of them for the product library (`null`). */
export function tortiousWordsFor<W extends TortiousWord>(words: readonly W[], platformType: number | null): W[] {
  return words.filter((w) => platformType === null || !w.platformTypes.length || w.platformTypes.includes(platformType));
}

/**
 * The company's words found in the texts (case-insensitive; `word`: not inside a longer word,
 * `contains`: anywhere), each once, as the list stores them, in the list's order.
 */
export function findTortiousWords(words: readonly TortiousWord[], texts: readonly (string | null | undefined)[]): string[] {
  const all = texts.filter((t): t is string => !!t).join('\n');
  if (!all) return [];
  return [...new Set(words.filter((w) => w.word.trim() && patternOf(w).test(all)).map((w) => w.word.trim()))];
}

/** A text cut in pieces for highlighting: `hit` pieces are the found words. */
export function tortiousSegments(text: string, found: readonly string[]): { text: string; hit: boolean }[] {
  const words = found.filter((w) => w.trim()).sort((a, b) => b.length - a.length);
  if (!words.length || !text) return text ? [{ text, hit: false }] : [];
  const re = new RegExp(words.map(escapeRegex).join('|'), 'giu');
  const out: { text: string; hit: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index), hit: false });
    out.push({ text: m[0], hit: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), hit: false });
  return out;
}
