// Import of shipping templates and partition (zone) rules from an .xlsx or .csv (spec 02 §2
// 'shipping templates (import, create, trial calculation)', §5 'Logistics': import files xlsx /
// csv, one file). One row per weight range (templates) or per zone (partition rules); rows with the
// same name form one template / rule, whose own columns (billing method, coefficient, …; scheme)
// are read from its first row: later rows leave them empty or repeat them.
//
// All or nothing, like every import: each template / rule is checked by the same checkTemplate /
// checkPartitionRule the screens' saves use (weight ranges start < weight ≤ end, no overlap, first
// weight ≤ end, postal start ≤ end, fees all or none, zone names unique …), and every problem
// comes back with its row and column letter; nothing is written unless the whole file passes.
// A name the company already has is refused (an import creates; the screen edits).
import { translate, type Lang } from '@erp/schema';
import ExcelJS from 'exceljs';
import { assertCan, type RequestContext } from '../../platform/context';
import { readSheetLines } from '../../platform/csv';
import type { Tx } from '../../platform/db';
import { RowsError, ValidationError, type RowError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/validate';
import { parseImportDate } from '../order-import/order-import.service';
import { FREIGHT_WRITE, checkPartitionRule, checkTemplate } from './freight.service';

export const FREIGHT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const FREIGHT_IMPORT_MAX_ROWS = 5000;

type Kind = 'number' | 'text' | 'date';
interface Column {
  key: string;
  /** A column of the template / rule (read from its first row), not of the range / zone. */
  group?: boolean;
  required?: boolean;
  kind?: Kind;
  example: string;
  width?: number;
}

/** Shipping-template file: one row per weight range (header texts freight.import.col.<key>). */
export const TEMPLATE_IMPORT_COLUMNS: Column[] = [
  { key: 'name', group: true, required: true, example: 'YunExpress 2026', width: 22 },
  { key: 'billingMethod', group: true, example: 'volumetric', width: 14 },
  { key: 'volumeCoefficient', group: true, kind: 'number', example: '6000' },
  { key: 'pricingMode', group: true, example: 'firstContinued', width: 16 },
  { key: 'currency', group: true, example: 'CNY' },
  { key: 'effectiveAt', group: true, kind: 'date', example: '', width: 18 },
  { key: 'startWeight', required: true, kind: 'number', example: '0' },
  { key: 'endWeight', required: true, kind: 'number', example: '2000' },
  { key: 'firstWeight', required: true, kind: 'number', example: '500' },
  { key: 'firstPrice', required: true, kind: 'number', example: '25.00' },
  { key: 'additionalWeight', required: true, kind: 'number', example: '500' },
  { key: 'additionalPrice', required: true, kind: 'number', example: '8.50' },
  { key: 'unitPrice', kind: 'number', example: '' },
];

/** Partition-rule file: one row per zone. */
export const PARTITION_IMPORT_COLUMNS: Column[] = [
  { key: 'name', group: true, required: true, example: 'Main markets', width: 22 },
  { key: 'scheme', group: true, example: '', width: 14 },
  { key: 'zoneName', required: true, example: 'US West', width: 16 },
  { key: 'country', required: true, example: 'US' },
  { key: 'state', example: '' },
  { key: 'postalFrom', example: '90000' },
  { key: 'postalTo', example: '96199' },
  { key: 'registrationFee', kind: 'number', example: '8' },
  { key: 'operationFee', kind: 'number', example: '2' },
  { key: 'additionalRate', kind: 'number', example: '10' },
];

const headerId = (key: string) => `freight.import.col.${key}`;
/** Accepted words of the choice columns: the key, or its label in zh or en. */
const CHOICES: Record<string, string[]> = { billingMethod: ['actual', 'volumetric'], pricingMode: ['firstContinued', 'perUnit'] };

/** Column letter of a 0-based index (A … Z, AA …). */
function letter(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

interface Line {
  row: number;
  values: Record<string, string>;
}
interface Sheet {
  lines: Line[];
  letters: Record<string, string>;
}

const CELL_TEXT = {
  number: (n: number) => String(Number(n.toPrecision(15))),
  date: (d: Date) => d.toISOString().slice(0, 19).replace('T', ' '),
};

/** The header (first non-empty line, names in zh or en or the keys) locates the columns. */
async function readSheet(buffer: Buffer, fileName: string, columns: Column[]): Promise<Sheet> {
  const lines = await readSheetLines(buffer, fileName, CELL_TEXT);
  const head = lines.findIndex((l) => l.cells.some((c) => c.trim()));
  if (head < 0) throw ValidationError.field('file', 'freight.import.empty');
  const names = new Map<string, string>();
  for (const c of columns) {
    for (const lang of ['zh', 'en'] as Lang[]) names.set(translate(lang, headerId(c.key)).trim().toLowerCase(), c.key);
    names.set(c.key.toLowerCase(), c.key);
  }
  const at = new Map<string, number>();
  lines[head].cells.forEach((h, i) => {
    const key = names.get(h.trim().toLowerCase());
    if (key && !at.has(key)) at.set(key, i);
  });
  for (const c of columns) if (c.required && !at.has(c.key)) throw ValidationError.field('file', 'orderImport.missingColumn', { column: headerId(c.key) });
  const out: Line[] = [];
  for (const l of lines.slice(head + 1)) {
    const values: Record<string, string> = {};
    for (const [key, i] of at) values[key] = (l.cells[i] ?? '').trim();
    if (!Object.values(values).some(Boolean)) continue;
    if (out.length >= FREIGHT_IMPORT_MAX_ROWS) throw ValidationError.field('file', 'orderImport.tooManyRows', { max: FREIGHT_IMPORT_MAX_ROWS });
    out.push({ row: l.line, values });
  }
  if (!out.length) throw ValidationError.field('file', 'freight.import.empty');
  return { lines: out, letters: Object.fromEntries([...at].map(([k, i]) => [k, letter(i)])) };
}

/** The file was refused: every problem with its row and column; nothing was imported. */
export class FreightImportRowsError extends RowsError {
  constructor(rows: RowError[]) {
    super('freight.import.rowsFailed', rows);
  }
}

interface Group {
  name: string;
  lines: Line[];
  /** The group's own columns, from its first row. */
  head: Record<string, string>;
}

/**
 * Reads the cells into groups by name, with the problems of single cells (not a number, not a
 * date, an unknown choice, a group column that disagrees with the group's first row).
 */
function groupLines(lang: Lang, sheet: Sheet, columns: Column[], errors: RowError[]): Group[] {
  const fail = (row: number, key: string, messageId: string, params: Record<string, unknown> = {}) =>
    errors.push({ row, column: sheet.letters[key] ?? '', field: key, message: translate(lang, messageId, { column: headerId(key), row, ...params }) });
  const groups = new Map<string, Group>();
  for (const l of sheet.lines) {
    const v = l.values;
    for (const c of columns) {
      const value = v[c.key] ?? '';
      if (!value) continue;
      if (c.kind === 'number' && !/^-?\d+(\.\d+)?$/.test(value)) fail(l.row, c.key, 'freight.import.number', { value });
      if (c.kind === 'date' && !parseImportDate(value)) fail(l.row, c.key, 'orderImport.date', { value });
      const choices = CHOICES[c.key];
      if (choices && !choiceOf(c.key, value)) fail(l.row, c.key, 'freight.import.choice', { value, allowed: choices.join(' / ') });
    }
    const name = v.name ?? '';
    if (!name) {
      fail(l.row, 'name', 'orderImport.required');
      continue;
    }
    const key = name.toLowerCase();
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { name, lines: [l], head: v });
      continue;
    }
    group.lines.push(l);
    for (const c of columns.filter((x) => x.group && x.key !== 'name')) {
      const here = v[c.key] ?? '';
      if (here && here !== (group.head[c.key] ?? '')) fail(l.row, c.key, 'freight.import.disagrees', { name: group.name });
    }
  }
  return [...groups.values()];
}

function choiceOf(key: string, value: string): string | undefined {
  const v = value.trim().toLowerCase();
  return CHOICES[key]?.find(
    (c) => c.toLowerCase() === v || (['zh', 'en'] as Lang[]).some((lang) => translate(lang, `freight.import.${key}.${c}`).toLowerCase() === v),
  );
}

/** A cell as a number; empty or not a number (reported already as a cell problem) is null. */
const numberOf = (text: string | undefined): number | null => (text && Number.isFinite(Number(text)) ? Number(text) : null);

/** A check's ValidationError as row errors: `ranges.2.firstWeight` → the row of range 2, its column. */
function issuesToRows(lang: Lang, err: ValidationError, group: Group, sheet: Sheet, fieldColumn: (field: string, ofRow: boolean) => string): RowError[] {
  return err.issues.map((issue) => {
    const m = /^\w+\.(\d+)\.(\w+)$/.exec(issue.field);
    const line = m ? (group.lines[Number(m[1])] ?? group.lines[0]) : group.lines[0];
    const key = fieldColumn(m ? m[2] : issue.field, !!m);
    return {
      row: line.row,
      column: sheet.letters[key] ?? '',
      field: key,
      message: translate(lang, issue.messageId, { column: headerId(key), row: line.row, ...(issue.params ?? {}) }),
    };
  });
}

const langOf = (ctx: RequestContext): Lang => (ctx.lang === 'en' ? 'en' : 'zh');

/** What one import (templates or partition rules) states of its own; the rest is `importGroups`. */
interface GroupImport<D> {
  columns: Column[];
  /** The rows among `names` already taken (compared ignoring case). */
  named: (names: string[]) => Promise<{ name: string }[]>;
  nameTaken: string;
  /** A group's data checked (a ValidationError names the fields wrong). */
  check: (group: Group) => D;
  /** The file column of a field of the check's errors. */
  fieldColumn: (field: string, ofRow: boolean) => string;
  create: (tx: Tx, draft: D) => Promise<unknown>;
}

/** Reads, checks and creates the named groups of a file, all or nothing: how many groups and lines. */
async function importGroups<D>(ctx: RequestContext, buffer: Buffer, fileName: string, spec: GroupImport<D>): Promise<{ groups: number; lines: number }> {
  assertCan(ctx, FREIGHT_WRITE);
  const lang = langOf(ctx);
  const sheet = await readSheet(buffer, fileName, spec.columns);
  const errors: RowError[] = [];
  const groups = groupLines(lang, sheet, spec.columns, errors);
  const taken = new Set((await spec.named(groups.map((g) => g.name))).map((r) => r.name.toLowerCase()));
  const drafts: D[] = [];
  for (const g of groups) {
    if (taken.has(g.name.toLowerCase())) {
      errors.push({ row: g.lines[0].row, column: sheet.letters.name ?? '', field: 'name', message: translate(lang, spec.nameTaken) });
      continue;
    }
    try {
      drafts.push(spec.check(g));
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      errors.push(...issuesToRows(lang, err, g, sheet, spec.fieldColumn));
    }
  }
  if (errors.length) throw new FreightImportRowsError(dedupe(errors));
  await createAll(lang, sheet, groups, () =>
    ctx.db.$transaction(async (tx) => {
      for (const d of drafts) await spec.create(tx, d);
    }),
  );
  return { groups: drafts.length, lines: sheet.lines.length };
}

/** Imports shipping templates from a file, all or nothing: { templates, ranges } created. */
export async function importShippingTemplates(ctx: RequestContext, buffer: Buffer, fileName = ''): Promise<{ templates: number; ranges: number }> {
  const now = new Date();
  const { groups, lines } = await importGroups(ctx, buffer, fileName, {
    columns: TEMPLATE_IMPORT_COLUMNS,
    named: (names) => ctx.db.shippingTemplate.findMany({ where: { name: { in: names, mode: 'insensitive' } }, select: { name: true } }),
    nameTaken: 'freight.template.nameTaken',
    check: ({ name, head: h, lines: rows }) =>
      checkTemplate(
        {
          name,
          billingMethod: choiceOf('billingMethod', h.billingMethod ?? ''),
          volumeCoefficient: numberOf(h.volumeCoefficient) ?? undefined,
          pricingMode: choiceOf('pricingMode', h.pricingMode ?? ''),
          currency: h.currency || undefined,
          effectiveAt: h.effectiveAt ? parseImportDate(h.effectiveAt) : null,
          ranges: rows.map((l) => Object.fromEntries(TEMPLATE_IMPORT_COLUMNS.filter((c) => !c.group).map((c) => [c.key, numberOf(l.values[c.key])]))),
        },
        now,
        true,
      ),
    fieldColumn: (f) => (f === 'ranges' ? 'startWeight' : f),
    create: (tx, d) => tx.shippingTemplate.create({ data: d as never }),
  });
  return { templates: groups, ranges: lines };
}

/** Imports partition (zone) rules from a file, all or nothing: { rules, zones } created. */
export async function importPartitionRules(ctx: RequestContext, buffer: Buffer, fileName = ''): Promise<{ rules: number; zones: number }> {
  const { groups, lines } = await importGroups(ctx, buffer, fileName, {
    columns: PARTITION_IMPORT_COLUMNS,
    named: (names) => ctx.db.shippingPartitionRule.findMany({ where: { name: { in: names, mode: 'insensitive' } }, select: { name: true } }),
    nameTaken: 'freight.partition.nameTaken',
    check: (g) =>
      checkPartitionRule({
        name: g.name,
        scheme: g.head.scheme ?? '',
        zones: g.lines.map((l) => ({
          name: l.values.zoneName ?? '',
          country: l.values.country ?? '',
          state: l.values.state ?? '',
          postalFrom: l.values.postalFrom ?? '',
          postalTo: l.values.postalTo ?? '',
          registrationFee: numberOf(l.values.registrationFee),
          operationFee: numberOf(l.values.operationFee),
          additionalRate: numberOf(l.values.additionalRate),
        })),
      }),
    // a zone's `name` is the file's zone-name column (the rule's name is `name`)
    fieldColumn: (f, ofRow) => (f === 'zones' || (ofRow && f === 'name') ? 'zoneName' : f),
    create: (tx, d) => tx.shippingPartitionRule.create({ data: d as never }),
  });
  return { rules: groups, zones: lines };
}

/** One problem per cell, the first found (a cell's own problem before what the template check makes of it). */
function dedupe(errors: RowError[]): RowError[] {
  const seen = new Set<string>();
  return errors
    .filter((e) => {
      const k = `${e.row}\u0000${e.column}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
}

/** Writes; a name created meanwhile by someone else refuses the file like a taken name. */
async function createAll(lang: Lang, sheet: Sheet, groups: Group[], write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw new FreightImportRowsError([
      { row: groups[0]?.lines[0].row ?? 2, column: sheet.letters.name ?? '', field: 'name', message: translate(lang, 'freight.import.nameRaced') },
    ]);
  }
}

/** The template of a file kind (.xlsx): the header, an example row and a help sheet. */
export async function freightImportTemplate(kind: 'templates' | 'partitionRules', lang: Lang): Promise<Buffer> {
  const columns = kind === 'templates' ? TEMPLATE_IMPORT_COLUMNS : PARTITION_IMPORT_COLUMNS;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(translate(lang, `freight.import.sheet.${kind}`));
  sheet.columns = columns.map((c) => ({ header: translate(lang, headerId(c.key)), key: c.key, width: c.width ?? 12 }));
  sheet.getRow(1).font = { bold: true };
  const example = (over: Record<string, string> = {}) => sheet.addRow({ ...Object.fromEntries(columns.map((c) => [c.key, c.example])), ...over });
  if (kind === 'templates') {
    example();
    example({
      billingMethod: '',
      volumeCoefficient: '',
      pricingMode: '',
      currency: '',
      startWeight: '2000',
      endWeight: '30000',
      firstWeight: '2500',
      firstPrice: '60.00',
      additionalWeight: '500',
      additionalPrice: '7.00',
    });
  } else {
    example();
    example({ scheme: '', zoneName: 'US', postalFrom: '', postalTo: '', registrationFee: '6', operationFee: '1.5', additionalRate: '5' });
  }
  const help = book.addWorksheet(lang === 'zh' ? '说明' : 'Help');
  help.getColumn(1).width = 120;
  help.addRow([translate(lang, `freight.import.help.${kind}`)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
