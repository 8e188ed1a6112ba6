// Logistics reconciliation (issue 22 item 5; spec 02 §2 'Finance' /logisticsAccount, §3 'Logistics
// reconciliation: actual freight (CNY), return freight, billable weight, outbound and declared
// weight, shipping cost'). A carrier's bill is a file of parcels; these pure rules read one row's
// values (weights in kg, money in CNY) and find every problem of a file before anything is
// written, so the server refuses the whole file with each row's reason (all or nothing).

/** The bill's columns in file order; header text `logisticsBill.col.<key>` (zh or en) or the key. */
export const LOGISTICS_BILL_COLUMNS = ['trackingNo', 'billableWeight', 'actualFreight', 'returnFreight', 'outboundWeight', 'declaredWeight'] as const;
export type LogisticsBillColumn = (typeof LOGISTICS_BILL_COLUMNS)[number];
/** Columns the file must have (a blank return freight counts as 0; outbound and declared weight may be left out). */
export const LOGISTICS_BILL_REQUIRED_COLUMNS: readonly LogisticsBillColumn[] = ['trackingNo', 'billableWeight', 'actualFreight'];
export const LOGISTICS_BILL_MAX_ROWS = 50_000;
/** Kilograms per parcel, at most. */
export const LOGISTICS_BILL_MAX_KG = 1_000;
/** CNY per parcel, at most. */
export const LOGISTICS_BILL_MAX_FREIGHT = 100_000;

/** Why a row refuses the file (message id `logisticsBill.reason.<reason>`). */
export const LOGISTICS_BILL_REASONS = ['trackingRequired', 'badNumber', 'duplicate', 'unknown', 'otherCarrier', 'alreadyBilled'] as const;
export type LogisticsBillReason = (typeof LOGISTICS_BILL_REASONS)[number];

export interface LogisticsBillRowValues {
  row: number;
  values: Partial<Record<LogisticsBillColumn, string>>;
}

/** One row read: weights in grams, money in cents. */
export interface LogisticsBillLine {
  row: number;
  trackingNo: string;
  billableWeight: number;
  actualFreight: number;
  returnFreight: number;
  /** null: not in the file (the order's weighed weight is used for outbound, 0 for declared). */
  outboundWeight: number | null;
  declaredWeight: number | null;
}

export interface LogisticsBillProblem {
  row: number;
  trackingNo: string;
  /** The column at fault. */
  field: LogisticsBillColumn;
  reason: LogisticsBillReason;
  values?: Record<string, string | number>;
}

const KG = /^\d{1,4}(\.\d{1,3})?$/;
const MONEY = /^\d{1,6}(\.\d{1,2})?$/;

/** kg text → grams (at most 3 decimals, 0 … LOGISTICS_BILL_MAX_KG); null when not such a number. */
export function parseKg(text: string): number | null {
  const t = text.trim();
  if (!KG.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  const grams = Number(whole) * 1000 + Number(frac.padEnd(3, '0'));
  return grams <= LOGISTICS_BILL_MAX_KG * 1000 ? grams : null;
}

/** CNY text → cents (at most 2 decimals, 0 … LOGISTICS_BILL_MAX_FREIGHT); null when not such an amount. */
export function parseFreight(text: string): number | null {
  const t = text.trim();
  if (!MONEY.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return cents <= LOGISTICS_BILL_MAX_FREIGHT * 100 ? cents : null;
}

/** Cents → "12.30". */
export function billCentsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const a = Math.abs(cents);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/**
 * Reads the rows of a bill: each value checked, tracking numbers unique within the file. Answers
 * the lines and the problems found (rows with problems are not in `lines`).
 */
export function readLogisticsBillRows(rows: readonly LogisticsBillRowValues[]): { lines: LogisticsBillLine[]; problems: LogisticsBillProblem[] } {
  const lines: LogisticsBillLine[] = [];
  const problems: LogisticsBillProblem[] = [];
  const firstRow = new Map<string, number>();
  for (const { row, values } of rows) {
    const trackingNo = (values.trackingNo ?? '').trim();
    if (!trackingNo || trackingNo.length > 64) {
      problems.push({ row, trackingNo, field: 'trackingNo', reason: 'trackingRequired' });
      continue;
    }
    const seen = firstRow.get(trackingNo.toUpperCase());
    if (seen !== undefined) {
      problems.push({ row, trackingNo, field: 'trackingNo', reason: 'duplicate', values: { row: seen } });
      continue;
    }
    firstRow.set(trackingNo.toUpperCase(), row);
    let bad = false;
    const num = (field: LogisticsBillColumn, parse: (t: string) => number | null, optional: boolean): number | null => {
      const text = (values[field] ?? '').trim();
      if (!text && optional) return null;
      const n = parse(text);
      if (n === null) {
        if (!bad) problems.push({ row, trackingNo, field, reason: 'badNumber', values: { value: text } });
        bad = true;
      }
      return n;
    };
    const billableWeight = num('billableWeight', parseKg, false);
    const actualFreight = num('actualFreight', parseFreight, false);
    const returnFreight = num('returnFreight', parseFreight, true);
    const outboundWeight = num('outboundWeight', parseKg, true);
    const declaredWeight = num('declaredWeight', parseKg, true);
    if (bad) continue;
    lines.push({
      row,
      trackingNo,
      billableWeight: billableWeight!,
      actualFreight: actualFreight!,
      returnFreight: returnFreight ?? 0,
      outboundWeight,
      declaredWeight,
    });
  }
  return { lines, problems };
}

/** The difference of a parcel (cents): what the carrier charges − the estimate (return freight apart). */
export const freightDifference = (actualCents: number, estimatedCents: number): number => actualCents - estimatedCents;
