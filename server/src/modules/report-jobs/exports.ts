// The export registry: each list screen that offers "export" registers one definition (report
// type, name, permission, filter rules, columns, count and rows) in its own domain folder, in a
// <domain>.export.ts file imported by exports.index.ts. The task queue does the rest: job row,
// background worker, .xlsx file, progress events, notice and download.
import { translate, type Lang, type PermissionName } from '@erp/schema';
import { z } from 'zod';
import type { RequestContext } from '../../platform/context';
import { ValidationError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';

/** Rows fetched per query while exporting (keyset pages: no OFFSET cost on big lists). */
export const EXPORT_BATCH_SIZE = 1000;

export type ExportCell = string | number | boolean | Date | null | undefined;

/** What a column's value function may use besides the row. */
export interface CellContext {
  lang: Lang;
  /** Translates a message id into the job's language. */
  t: (id: string, params?: Record<string, unknown>) => string;
}

export interface ExportColumn<Row> {
  /** Message id of the header, written in the language of the user who started the export. */
  headerId: string;
  value(row: Row, c: CellContext): ExportCell;
  /** Column width in characters (default 16). */
  width?: number;
}

/** How `columnsOf` declares one column: its width (null: the default), or the width and how its cell is computed. */
export type ColumnSpec<Row> = number | null | [number | null, ExportColumn<Row>['value']];

/**
 * Columns in the order given, each headed by the message `${prefix}.${key}`: a width alone shows the
 * row's field `key`; `[width, value]` computes the cell:
 * `columnsOf<Row>('export.inventory.col', { sku: 24, available: [10, (r) => r.quantity - r.occupied] })`.
 */
export function columnsOf<Row>(prefix: string, spec: Record<string, ColumnSpec<Row>>): ExportColumn<Row>[] {
  return Object.entries(spec).map(([key, column]) => {
    const [width, value] = Array.isArray(column) ? column : [column, (row: Row) => (row as Record<string, ExportCell>)[key]];
    return { headerId: `${prefix}.${key}`, value, ...(width == null ? {} : { width }) };
  });
}

/** Row = unknown: the registry holds every definition; `value`, `count` and `rows` are methods so a definition of any row type fits. */
export interface ExportDefinition<Row = unknown, Filter extends z.ZodObject = z.ZodObject> {
  /** Key stored on the job and sent by the client (startExport reportType). */
  reportType: string;
  /** Message id of the module/report name (the task queue's "module name" column). */
  nameId: string;
  /** Menu permission needed to start the export: the same one that guards the list. */
  permission: PermissionName;
  /** The list's filter rules; keys the schema does not name are refused. */
  filter: Filter;
  columns: ExportColumn<Row>[];
  /** Columns chosen by the filter (an export template), used instead of `columns` when set. */
  columnsFor?(ctx: RequestContext, filter: z.output<Filter>): Promise<ExportColumn<Row>[]>;
  /** How many rows the list shows for this filter (0 refuses the export). */
  count(ctx: RequestContext, filter: z.output<Filter>): Promise<number>;
  /** The rows in the list's order, in batches; must apply the same scope as the list. */
  rows(ctx: RequestContext, filter: z.output<Filter>): AsyncIterable<Row[]>;
}

const registry = new Map<string, ExportDefinition>();

export function registerExport<Row, Filter extends z.ZodObject>(def: ExportDefinition<Row, Filter>): ExportDefinition<Row, Filter> {
  if (registry.has(def.reportType)) throw new Error(`export ${def.reportType} is registered twice`);
  registry.set(def.reportType, def);
  return def;
}

export function exportDefinition(reportType: string): ExportDefinition | undefined {
  return registry.get(reportType);
}

export function exportDefinitions(): ExportDefinition[] {
  return [...registry.values()];
}

/**
 * Tasks of the task queue that are not exports (report-jobs/tasks.ts): work a domain runs itself
 * (e.g. publishing a batch of listings) and reports on through a job row. Their names only.
 */
const taskTypes = new Map<string, { nameId: string; typeNameId: string }>();

export function registerTaskType(reportType: string, names: { nameId: string; typeNameId: string }): string {
  if (registry.has(reportType) || taskTypes.has(reportType)) throw new Error(`task type ${reportType} is registered twice`);
  taskTypes.set(reportType, names);
  return reportType;
}

/** The task types that are not exports: no worker runs them, so crash recovery leaves them alone. */
export function trackedTaskTypes(): string[] {
  return [...taskTypes.keys()];
}

/** "Shops" — the module name of a report type, in lang (the raw key when the type is gone). */
export function reportNameOf(lang: Lang, reportType: string): string {
  const id = registry.get(reportType)?.nameId ?? taskTypes.get(reportType)?.nameId;
  return id ? translate(lang, id) : reportType;
}

/** "Shops export" — the report type's name, in lang. */
export function reportTypeNameOf(lang: Lang, reportType: string): string {
  const def = registry.get(reportType);
  if (def) return translate(lang, 'report.typeName', { name: def.nameId });
  const task = taskTypes.get(reportType);
  return task ? translate(lang, task.typeNameId) : reportType;
}

/**
 * The list filter of an export, checked with the export's own rules. Nulls mean "not given"
 * (GraphQL JSON); an unknown key is refused so a typo never silently exports everything.
 */
export function parseExportFilter<F extends z.ZodObject>(def: ExportDefinition<unknown, F>, raw: unknown): z.output<F> {
  if (raw == null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw ValidationError.field('filter', 'report.filterNotObject');
  const given = Object.fromEntries(Object.entries(raw as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined && v !== ''));
  for (const key of Object.keys(given)) {
    if (!(key in def.filter.shape)) throw ValidationError.field(key, 'report.unknownFilter', { name: key });
  }
  return parseInput(def.filter, given);
}

/**
 * Reads a list page by page after the last id seen (the fetch applies the list's order and scope).
 * The next page is asked for as soon as a page arrives, so the database reads it while the worker
 * writes the current one to the file (the two then overlap instead of taking turns).
 */
export async function* keysetBatches<Row extends { id: number }>(
  fetch: (afterId: number | undefined, take: number) => Promise<Row[]>,
  size = EXPORT_BATCH_SIZE,
): AsyncIterable<Row[]> {
  let next: Promise<Row[]> | undefined = fetch(undefined, size);
  try {
    while (next) {
      const batch: Row[] = await next;
      next = batch.length < size ? undefined : fetch(batch[batch.length - 1].id, size);
      if (batch.length) yield batch;
    }
  } finally {
    // the reader stopped early (a failed write, a lost job): the page read ahead is not wanted
    next?.catch(() => {});
  }
}

// ---- filter rules shared by export definitions ------------------------------------------------

/** A date given as a Date (GraphQL) or an ISO string (JSON filters, REST). */
export const filterDate = z.any().transform((v, c) => {
  const d = v instanceof Date ? v : typeof v === 'string' && v.trim() ? new Date(v.trim()) : typeof v === 'number' ? new Date(v) : null;
  if (!d || Number.isNaN(d.getTime())) {
    c.addIssue({ code: 'custom', message: 'validation.date' });
    return z.NEVER;
  }
  return d;
});

export const filterText = (max = 100) => z.string({ error: 'validation.required' }).trim().max(max, { error: 'validation.tooLong' });
export const filterId = z.number({ error: 'validation.positiveId' }).int({ error: 'validation.positiveId' }).positive({ error: 'validation.positiveId' });
export const filterBoolean = z.boolean({ error: 'validation.boolean' });
