// Invoices (issue 22 item 3; spec 02 §2 'Finance' /invoiceCompany and /invoicesManage, §3 'Invoice:
// number, drawee, receiving address and country, invoicing time, detail rows'). An invoice company
// header is one of the seller's issuing entities with its own gapless number sequence; an invoice
// covers one or more orders of one currency. Order prices are taken as tax included (marketplace
// prices are gross): each row's tax = amount × rate / (100 + rate), rounded half up to cents, net =
// amount − tax; the totals are the sums of the rows.
import { z } from 'zod';
import { financeCents, financeMoneyText } from '../finance/index';

export const INVOICE_STATUSES = ['issued', 'voided'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_NAME_MAX = 100;
export const INVOICE_ADDRESS_MAX = 300;
export const INVOICE_TAX_NUMBER_MAX = 40;
export const INVOICE_BANK_MAX = 100;
export const INVOICE_PREFIX_MAX = 12;
export const INVOICE_REMARK_MAX = 200;
/** Orders one invoice may cover. */
export const INVOICE_ORDERS_MAX = 50;
/** Digits of the sequence in an invoice number (prefix + zero-padded sequence). */
export const INVOICE_NUMBER_DIGITS = 6;

/** "INV-" + 7 → "INV-000007". */
export const invoiceNumber = (prefix: string, seq: number) => `${prefix}${String(seq).padStart(INVOICE_NUMBER_DIGITS, '0')}`;

const required = (messageId: string, max: number) =>
  z.string({ error: messageId }).trim().min(1, { error: messageId }).max(max, { error: 'validation.tooLong' });
const optional = (max: number) => z.string({ error: 'validation.tooLong' }).trim().max(max, { error: 'validation.tooLong' }).default('');
const country = z
  .string({ error: 'invoices.countryRequired' })
  .trim()
  .toUpperCase()
  .refine((v) => v !== '', { error: 'invoices.countryRequired' })
  .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), { error: 'invoices.countryInvalid' });
const TAX_RATE = /^\d{1,2}(\.\d{1,2})?$/;
/** Percent, 0 to 99.99, two decimals at most; answered as text with two decimals. */
export const invoiceTaxRate = z
  .union([z.string(), z.number()], { error: 'invoices.taxRateInvalid' })
  .transform((v) => String(v).trim())
  .refine((v) => TAX_RATE.test(v), { error: 'invoices.taxRateInvalid' })
  .transform((v) => financeMoneyText(financeCents(v)));

/** An invoice company header (spec 02 §2 /invoiceCompany). */
export const invoiceCompanyInput = z.object({
  name: required('invoices.nameRequired', INVOICE_NAME_MAX),
  address: required('invoices.addressRequired', INVOICE_ADDRESS_MAX),
  country,
  taxNumber: optional(INVOICE_TAX_NUMBER_MAX).refine((v) => v === '' || /^[A-Za-z0-9 .\-/]+$/.test(v), { error: 'invoices.taxNumberInvalid' }),
  bankName: optional(INVOICE_BANK_MAX),
  bankAccount: optional(INVOICE_BANK_MAX).refine((v) => v === '' || /^[A-Za-z0-9 -]+$/.test(v), { error: 'invoices.bankAccountInvalid' }),
  bankSwift: z
    .string({ error: 'invoices.swiftInvalid' })
    .trim()
    .toUpperCase()
    .default('')
    .refine((v) => v === '' || /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(v), { error: 'invoices.swiftInvalid' }),
  prefix: z
    .string({ error: 'invoices.prefixRequired' })
    .trim()
    .min(1, { error: 'invoices.prefixRequired' })
    .max(INVOICE_PREFIX_MAX, { error: 'validation.tooLong' })
    .refine((v) => v === '' || /^[A-Za-z0-9\-_/]+$/.test(v), { error: 'invoices.prefixInvalid' }),
  nextNumber: z
    .number({ error: 'invoices.nextNumberInvalid' })
    .int({ error: 'invoices.nextNumberInvalid' })
    .min(1, { error: 'invoices.nextNumberInvalid' })
    .max(99_999_999, { error: 'invoices.nextNumberInvalid' })
    .default(1),
  currency: z
    .string({ error: 'invoices.currencyRequired' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'invoices.currencyInvalid' }),
  taxRate: invoiceTaxRate.default('0.00'),
  isDefault: z.boolean({ error: 'validation.required' }).default(false),
});
export type InvoiceCompanyInput = z.output<typeof invoiceCompanyInput>;

/** Issuing an invoice: the header, the orders (one or more), and the drawee / address / country when changed from the order's buyer. */
export const issueInvoiceInput = z
  .object({
    invoiceCompanyId: z.number({ error: 'invoices.headerRequired' }).int({ error: 'invoices.headerRequired' }).positive({ error: 'invoices.headerRequired' }),
    orderIds: z
      .array(z.number({ error: 'invoices.ordersRequired' }).int({ error: 'invoices.ordersRequired' }).positive({ error: 'invoices.ordersRequired' }), {
        error: 'invoices.ordersRequired',
      })
      .max(INVOICE_ORDERS_MAX, { error: 'invoices.tooManyOrders' })
      .default([])
      .transform((ids) => [...new Set(ids)]),
    /** Our order numbers, as an alternative to ids (the issue dialog types them). */
    orderNos: z
      .array(z.string({ error: 'invoices.ordersRequired' }).trim().max(64, { error: 'validation.tooLong' }), { error: 'invoices.ordersRequired' })
      .max(INVOICE_ORDERS_MAX, { error: 'invoices.tooManyOrders' })
      .default([])
      .transform((nos) => [...new Set(nos.filter(Boolean))]),
    drawee: optional(INVOICE_NAME_MAX),
    address: optional(INVOICE_ADDRESS_MAX),
    country: z
      .string({ error: 'invoices.countryInvalid' })
      .trim()
      .toUpperCase()
      .default('')
      .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), { error: 'invoices.countryInvalid' }),
    taxRate: invoiceTaxRate.optional(),
    invoicedAt: z.coerce.date({ error: 'invoices.invoicedAtInvalid' }).optional(),
    remark: optional(INVOICE_REMARK_MAX),
  })
  .superRefine((v, c) => {
    if (v.orderIds.length + v.orderNos.length === 0) c.addIssue({ code: 'custom', path: ['orderIds'], message: 'invoices.ordersRequired' });
    else if (v.orderIds.length + v.orderNos.length > INVOICE_ORDERS_MAX) c.addIssue({ code: 'custom', path: ['orderIds'], message: 'invoices.tooManyOrders' });
  });
export type IssueInvoiceInput = z.output<typeof issueInvoiceInput>;

export const voidInvoiceInput = z.object({ reason: required('invoices.voidReasonRequired', INVOICE_REMARK_MAX) });

export interface InvoiceLineSource {
  orderId: number;
  sku: string;
  title: string;
  quantity: number;
  /** Two decimals, tax included */
  unitPrice: string;
}
export interface InvoiceLineAmounts extends InvoiceLineSource {
  lineNo: number;
  taxRate: string;
  net: string;
  tax: string;
  amount: string;
}

/** Tax in an amount that includes it: amount × rate / (100 + rate), half up to cents. */
export function includedTaxCents(amountCents: bigint, rate: string): bigint {
  const r = financeCents(rate); // percent × 100
  if (r === 0n) return 0n;
  const num = amountCents * r;
  const den = 10_000n + r;
  const neg = num < 0n;
  const a = neg ? -num : num;
  const q = (a * 2n + den) / (2n * den);
  return neg ? -q : q;
}

/** The detail rows and totals of an invoice (amounts tax included; see the file's head). */
export function invoiceAmounts(rows: InvoiceLineSource[], rate: string) {
  let net = 0n;
  let tax = 0n;
  let total = 0n;
  const lines: InvoiceLineAmounts[] = rows.map((r, i) => {
    const amount = financeCents(r.unitPrice) * BigInt(r.quantity);
    const t = includedTaxCents(amount, rate);
    net += amount - t;
    tax += t;
    total += amount;
    return { ...r, lineNo: i + 1, taxRate: rate, amount: financeMoneyText(amount), tax: financeMoneyText(t), net: financeMoneyText(amount - t) };
  });
  return { lines, netTotal: financeMoneyText(net), taxTotal: financeMoneyText(tax), total: financeMoneyText(total) };
}
