// EU compliance (issue 24 item 6; spec 02 §5 'EU label: store unique in a template, print quantities
// not all 0, EU orders only, a disabled label template cannot be default'): regulatory (compliance)
// templates with the manufacturer and the EU responsible person, SKUs paired to a template with a
// print quantity, and EU labels printed for EU-destination orders. Pure: the server enforces these
// rules, the client shows them.
import { z } from 'zod';

/** The 27 member states of the European Union (ISO 3166-1 alpha-2). */
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const; // prettier-ignore

/** Greece's marketplace code (EL) is the same country as GR. */
const ALIASES: Record<string, string> = { EL: 'GR' };

/** Is an order's destination country (ISO code, any case) a member state of the EU? */
export function isEuCountry(country: string | null | undefined): boolean {
  const code = (country ?? '').trim().toUpperCase();
  return (EU_COUNTRIES as readonly string[]).includes(ALIASES[code] ?? code);
}

/** Labels a print run may make at most (one PDF). */
export const EU_LABEL_MAX = 2000;
/** Labels one SKU may print per unit. */
export const EU_PRINT_QUANTITY_MAX = 100;

const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: 'validation.tooLong' });
const email = z
  .string()
  .trim()
  .max(120, { error: 'validation.tooLong' })
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: 'euCompliance.emailInvalid' })
  .default('');
const quantity = z
  .number({ error: 'euCompliance.quantityInvalid' })
  .int({ error: 'euCompliance.quantityInvalid' })
  .min(0, { error: 'euCompliance.quantityInvalid' })
  .max(EU_PRINT_QUANTITY_MAX, { error: 'euCompliance.quantityInvalid' });

export const regulatoryTemplateInput = z.object({
  name: required('euCompliance.nameRequired', 60),
  manufacturerName: text(200),
  manufacturerAddress: text(500),
  manufacturerEmail: email,
  manufacturerPhone: text(40),
  rpName: required('euCompliance.rpNameRequired', 200),
  rpAddress: required('euCompliance.rpAddressRequired', 500),
  rpEmail: email,
  rpPhone: text(40),
  rpCountry: z
    .string({ error: 'euCompliance.rpCountryNotEu' })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => (EU_COUNTRIES as readonly string[]).includes(v), { error: 'euCompliance.rpCountryNotEu' }),
  safetyInfo: text(2000),
  enabled: z.boolean().default(true),
  isDefault: z.boolean().default(false),
  shopIds: z.array(id).max(500, { error: 'validation.tooLong' }).default([]),
});
export type RegulatoryTemplateInput = z.infer<typeof regulatoryTemplateInput>;

/** SKUs paired to a template, each with its print quantity (labels per unit ordered). */
export const euLabelPairInput = z.object({
  templateId: id,
  items: z
    .array(z.object({ skuId: id, printQuantity: quantity }), { error: 'euCompliance.itemsRequired' })
    .min(1, { error: 'euCompliance.itemsRequired' })
    .max(200, { error: 'euCompliance.tooManyItems' }),
});
export type EuLabelPairInput = z.infer<typeof euLabelPairInput>;

/** Labels for chosen SKUs (from the pairing page), `quantity` each. */
export const euSkuLabelsInput = z.object({
  items: z
    .array(z.object({ skuId: id, quantity }), { error: 'euCompliance.itemsRequired' })
    .min(1, { error: 'euCompliance.itemsRequired' })
    .max(200, { error: 'euCompliance.tooManyItems' }),
});

/** EU labels for orders: each paired SKU × its print quantity × the units ordered. */
export const euOrderLabelsInput = z.object({
  orderIds: z
    .array(id, { error: 'euCompliance.ordersRequired' })
    .min(1, { error: 'euCompliance.ordersRequired' })
    .max(200, { error: 'euCompliance.tooManyOrders' }),
});

export interface EuRuleProblem {
  field: string;
  messageId: string;
  params?: Record<string, string | number>;
}

/** Rules of one template on its own: a disabled template cannot be the default; no shop twice. */
export function regulatoryTemplateProblems(input: Pick<RegulatoryTemplateInput, 'enabled' | 'isDefault' | 'shopIds'>): EuRuleProblem[] {
  const problems: EuRuleProblem[] = [];
  if (input.isDefault && !input.enabled) problems.push({ field: 'isDefault', messageId: 'euCompliance.disabledDefault' });
  if (new Set(input.shopIds).size !== input.shopIds.length) problems.push({ field: 'shopIds', messageId: 'euCompliance.shopTwice' });
  return problems;
}

/**
 * "Store unique in a template": the shops of `input` already in another template of the company
 * (the first clash is reported with both names).
 */
export function shopClash(
  shopIds: readonly number[],
  others: readonly { id: number; name: string; shopIds: readonly number[] }[],
  exceptId: number | null,
): { shopId: number; template: string } | null {
  for (const other of others) {
    if (other.id === exceptId) continue;
    const hit = shopIds.find((s) => other.shopIds.includes(s));
    if (hit !== undefined) return { shopId: hit, template: other.name };
  }
  return null;
}

/** "Print quantities not all 0". */
export function allQuantitiesZero(quantities: readonly number[]): boolean {
  return quantities.every((q) => q === 0);
}

export interface EuLabelTemplate {
  id: number;
  enabled: boolean;
  isDefault: boolean;
  shopIds: readonly number[];
}

/**
 * The template a paired SKU prints with on an order of `shopId`: its own template when enabled, else
 * the enabled template of the order's shop, else the company default (always enabled); null: none.
 */
export function labelTemplateFor<T extends EuLabelTemplate>(pairedTemplateId: number, shopId: number, templates: readonly T[]): T | null {
  const own = templates.find((t) => t.id === pairedTemplateId && t.enabled);
  if (own) return own;
  return templates.find((t) => t.enabled && t.shopIds.includes(shopId)) ?? templates.find((t) => t.enabled && t.isDefault) ?? null;
}
