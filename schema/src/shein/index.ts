// SHEIN stock orders (purchase orders SHEIN places with the seller as a supplier) and their delivery
// orders (issue 23 item 7; spec 02 §3 'Shein stock order', §4 'Shein order', §9 'Shein labels 70x20
// mm, box mark 100x100 mm'): the lifecycle as one transition table, the delivery order's input and
// the print sizes. Pure: the server enforces them, the client shows the allowed actions with them.
import { z } from 'zod';
import type { Transition } from '../rules/inventory';

// ---- lifecycle ---------------------------------------------------------------------------------

/**
 * Spec 02 §4 names order placed, accept, deliver, cancel and reject. 'delivering' is the accepted
 * order whose delivery order (delivery note) exists and waits for pickup; 'delivered' ends it.
 */
export const SHEIN_ORDER_STATUSES = ['placed', 'accepted', 'delivering', 'delivered', 'cancelled', 'rejected'] as const;
export type SheinOrderStatus = (typeof SHEIN_ORDER_STATUSES)[number];

export type SheinOrderAction = 'accept' | 'reject' | 'createDelivery' | 'deliver' | 'cancel';

/**
 * Action → allowed source states and the target. The seller accepts or rejects a placed order;
 * an accepted order gets one delivery order (createDelivery) which is then delivered. SHEIN cancels
 * (seen by a pull) anything not yet delivered or rejected.
 */
export const SHEIN_ORDER_TRANSITIONS: Record<SheinOrderAction, Transition<SheinOrderStatus>> = {
  accept: { from: ['placed'], to: 'accepted' },
  reject: { from: ['placed'], to: 'rejected' },
  createDelivery: { from: ['accepted'], to: 'delivering' },
  deliver: { from: ['delivering'], to: 'delivered' },
  cancel: { from: ['placed', 'accepted', 'delivering'], to: 'cancelled' },
};

export function sheinOrderCan(action: SheinOrderAction, status: string): boolean {
  return (SHEIN_ORDER_TRANSITIONS[action].from as readonly string[]).includes(status);
}

/** A delivery order's own states: created (waiting for pickup), delivered, or cancelled with its stock order. */
export const SHEIN_DELIVERY_STATUSES = ['created', 'delivered', 'cancelled'] as const;
export type SheinDeliveryStatus = (typeof SHEIN_DELIVERY_STATUSES)[number];

/** Merchant types of spec 02 §3 (SHEIN's supplier models). */
export const SHEIN_MERCHANT_TYPES = ['selfOperated', 'semiManaged', 'fullyManaged'] as const;
/** Delivery methods of a delivery note: the seller's express, SHEIN's pickup, or own fleet. */
export const SHEIN_DELIVERY_METHODS = ['express', 'pickup', 'fleet'] as const;
export type SheinDeliveryMethod = (typeof SHEIN_DELIVERY_METHODS)[number];

// ---- print sizes (spec 02 §9) --------------------------------------------------------------------

/** SKU label: 70 × 20 mm, one per unit. */
export const SHEIN_LABEL_MM = { width: 70, height: 20 } as const;
/** Box mark: 100 × 100 mm, one per package. */
export const SHEIN_BOX_MARK_MM = { width: 100, height: 100 } as const;
/** At most this many labels in one PDF (a larger order prints by line). */
export const SHEIN_LABEL_MAX = 2000;

// ---- inputs ------------------------------------------------------------------------------------

const id = z.number({ error: 'validation.required' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' });
const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });

export const SHEIN_PACKAGE_MAX = 200;
export const SHEIN_REASON_MAX = 200;

export const sheinRejectInput = z.object({
  id,
  reason: text(SHEIN_REASON_MAX).min(1, { error: 'shein.reasonRequired' }),
});

/** A package of a delivery note: its weight in kg (above 0, three decimals). */
const sheinPackage = z.object({
  weight: z
    .number({ error: 'shein.packageWeightRequired' })
    .positive({ error: 'shein.packageWeightRequired' })
    .max(1000, { error: 'shein.packageWeightRequired' }),
});

/**
 * A delivery order for an accepted stock order: the own warehouse the goods leave, how they go
 * (express with its company and tracking number, SHEIN's pickup at a time, or a fleet with its
 * code) and the packages with their weights.
 */
export const sheinDeliveryInput = z
  .object({
    purchaseOrderId: id,
    warehouseId: id,
    deliveryMethod: z.enum(SHEIN_DELIVERY_METHODS, { error: 'shein.deliveryMethodInvalid' }),
    expressCompany: text(100).default(''),
    trackingNo: text(100).default(''),
    pickupTime: z
      .union([z.string(), z.date()])
      .nullish()
      .transform((v, ctx) => {
        if (v == null || v === '') return null;
        const d = v instanceof Date ? v : new Date(v);
        if (Number.isNaN(d.getTime())) {
          ctx.addIssue({ code: 'custom', message: 'shein.pickupTimeInvalid' });
          return z.NEVER;
        }
        return d;
      }),
    fleetCode: text(50).default(''),
    packages: z.array(sheinPackage).min(1, { error: 'shein.packagesRequired' }).max(SHEIN_PACKAGE_MAX, { error: 'shein.packagesRequired' }),
    remark: text(200).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.deliveryMethod === 'express' && !v.expressCompany)
      ctx.addIssue({ code: 'custom', path: ['expressCompany'], message: 'shein.expressCompanyRequired' });
    if (v.deliveryMethod === 'pickup' && !v.pickupTime) ctx.addIssue({ code: 'custom', path: ['pickupTime'], message: 'shein.pickupTimeRequired' });
    if (v.deliveryMethod === 'fleet' && !v.fleetCode) ctx.addIssue({ code: 'custom', path: ['fleetCode'], message: 'shein.fleetCodeRequired' });
  });
export type SheinDeliveryInput = z.input<typeof sheinDeliveryInput>;

/** Total weight of the packages, kg with three decimals. */
export function sheinPackagesWeight(packages: readonly { weight: number | string }[]): string {
  const grams = packages.reduce((s, p) => s + Math.round(Number(p.weight) * 1000), 0);
  return (grams / 1000).toFixed(3);
}
