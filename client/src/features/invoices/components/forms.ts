/**
 * The invoice dialogs' flat forms (text inputs) read into @erp/schema's invoiceCompanyInput and
 * issueInvoiceInput, whose issues are reported on the flat fields (orderIds → orderNos).
 */
import { invoiceCompanyInput, issueInvoiceInput, type InvoiceCompanyInput, type IssueInvoiceInput } from '@erp/schema';
import { z } from 'zod';
import type { HeaderRow } from '../hooks';

export const headerFormValues = (h: HeaderRow | null) => ({
  name: h?.name ?? '',
  address: h?.address ?? '',
  country: h?.country ?? '',
  taxNumber: h?.taxNumber ?? '',
  bankName: h?.bankName ?? '',
  bankAccount: h?.bankAccount ?? '',
  bankSwift: h?.bankSwift ?? '',
  prefix: h?.prefix ?? 'INV-',
  nextNumber: h ? String(h.nextNumber) : '1',
  currency: h?.currency ?? 'EUR',
  taxRate: h ? String(h.taxRate) : '0',
  isDefault: h?.isDefault ?? false,
});

const str = z.string();
export const headerFormSchema = z
  .object({
    name: str,
    address: str,
    country: str,
    taxNumber: str,
    bankName: str,
    bankAccount: str,
    bankSwift: str,
    prefix: str,
    nextNumber: str,
    currency: str,
    taxRate: str,
    isDefault: z.boolean(),
  })
  .transform((v, ctx): InvoiceCompanyInput => {
    const n = v.nextNumber.trim();
    const r = invoiceCompanyInput.safeParse({ ...v, nextNumber: n === '' ? undefined : /^\d+$/.test(n) ? Number(n) : n });
    if (r.success) return r.data;
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
    return z.NEVER;
  });

export const issueFormValues = (headerId = '') => ({ invoiceCompanyId: headerId, orderNos: '', drawee: '', address: '', country: '', taxRate: '', remark: '' });

export const issueFormSchema = z
  .object({ invoiceCompanyId: str, orderNos: str, drawee: str, address: str, country: str, taxRate: str, remark: str })
  .transform((v, ctx): IssueInvoiceInput => {
    const r = issueInvoiceInput.safeParse({
      invoiceCompanyId: v.invoiceCompanyId ? Number(v.invoiceCompanyId) : undefined,
      orderNos: v.orderNos
        .split(/[\s,，;]+/)
        .map((s) => s.trim())
        .filter(Boolean),
      drawee: v.drawee,
      address: v.address,
      country: v.country,
      taxRate: v.taxRate.trim() === '' ? undefined : v.taxRate,
      remark: v.remark,
    });
    if (r.success) return r.data;
    for (const issue of r.error.issues) {
      const at = String(issue.path[0] ?? '');
      ctx.addIssue({ code: 'custom', path: [at === 'orderIds' ? 'orderNos' : at], message: issue.message });
    }
    return z.NEVER;
  });
