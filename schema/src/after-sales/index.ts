// After-sales cases (issue 21 item 6; spec 02 §2 /ebayCancellation, /ebayReturn, /ebayDispute):
// cancellation requests, returns and disputes a marketplace opens against a shop's order, pulled
// through the marketplace connector and answered by the seller. One model for every kind; each
// kind has its own state machine, written as a transition table (AFTER_SALES_TRANSITIONS): an
// action is allowed from the listed statuses and leads to one status. The marketplace may also
// close a case on its own (the buyer withdrew, the marketplace decided): a pull then sets
// 'closed', whatever the status was.
import { z } from 'zod';

export const AFTER_SALES_KINDS = ['cancellation', 'return', 'dispute'] as const;
export type AfterSalesKind = (typeof AFTER_SALES_KINDS)[number];

export const AFTER_SALES_STATUSES = ['open', 'accepted', 'refused', 'approved', 'labelSent', 'refunded', 'replied', 'closed'] as const;
export type AfterSalesStatus = (typeof AFTER_SALES_STATUSES)[number];

export const AFTER_SALES_ACTIONS = ['accept', 'refuse', 'approve', 'sendLabel', 'refund', 'reply'] as const;
export type AfterSalesAction = (typeof AFTER_SALES_ACTIONS)[number];

export interface AfterSalesMove {
  from: readonly AfterSalesStatus[];
  to: AfterSalesStatus;
}

/**
 * The state machine of each kind:
 * - cancellation: open → accepted (the local order is cancelled and its stock released) or refused;
 * - return: open → approved → labelSent; a refund from open, approved or labelSent (the local
 *   order, if shipped or completed, becomes refunded);
 * - dispute: open or replied → replied (the seller may answer again); a refund from open or replied.
 */
export const AFTER_SALES_TRANSITIONS: Record<AfterSalesKind, Partial<Record<AfterSalesAction, AfterSalesMove>>> = {
  cancellation: {
    accept: { from: ['open'], to: 'accepted' },
    refuse: { from: ['open'], to: 'refused' },
  },
  return: {
    approve: { from: ['open'], to: 'approved' },
    sendLabel: { from: ['approved'], to: 'labelSent' },
    refund: { from: ['open', 'approved', 'labelSent'], to: 'refunded' },
  },
  dispute: {
    reply: { from: ['open', 'replied'], to: 'replied' },
    refund: { from: ['open', 'replied'], to: 'refunded' },
  },
};

/** Statuses in which a case still waits for the seller (the deadline matters). */
export const AFTER_SALES_OPEN_STATUSES: readonly AfterSalesStatus[] = ['open', 'approved', 'replied'];

/** The status an action leads to, or null when the kind has no such action or the status does not allow it. */
export function afterSalesNext(kind: AfterSalesKind, status: AfterSalesStatus, action: AfterSalesAction): AfterSalesStatus | null {
  const move = AFTER_SALES_TRANSITIONS[kind][action];
  if (!move || !move.from.includes(status)) return null;
  return move.to;
}

/** The actions the seller may take on a case now (the screen's buttons). */
export function afterSalesActionsOf(kind: AfterSalesKind, status: AfterSalesStatus): AfterSalesAction[] {
  return AFTER_SALES_ACTIONS.filter((a) => afterSalesNext(kind, status, a) != null);
}

/** Longest reply / refusal reason the marketplaces accept (eBay's message limit). */
export const AFTER_SALES_TEXT_MAX = 1000;

const money = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * A seller's action on one case. `text`: the reply to a dispute (required), the reason of a refused
 * cancellation (required), otherwise an optional note. `amount`: a refund's amount (default the
 * case's amount; never more than it — checked by the server, which knows the case).
 */
export const afterSalesActionInput = z
  .object({
    id: z.number({ error: 'validation.required' }).int().positive(),
    action: z.enum(AFTER_SALES_ACTIONS, { error: 'afterSales.actionInvalid' }),
    text: z.string().trim().max(AFTER_SALES_TEXT_MAX, { error: 'afterSales.textTooLong' }).default(''),
    amount: z
      .string()
      .trim()
      .regex(money, { error: 'afterSales.amountInvalid' })
      .refine((v) => Number(v) > 0, { error: 'afterSales.amountInvalid' })
      .nullish(),
  })
  .superRefine((v, c) => {
    if (v.action === 'reply' && !v.text) c.addIssue({ code: 'custom', path: ['text'], message: 'afterSales.replyRequired' });
    if (v.action === 'refuse' && !v.text) c.addIssue({ code: 'custom', path: ['text'], message: 'afterSales.reasonRequired' });
  });
export type AfterSalesActionInput = z.input<typeof afterSalesActionInput>;

/**
 * The after-sales screens: one page per (kind, marketplace). Allegro's disputes ("dyskusje" /
 * post-purchase issues) are kind 'dispute' on Allegro shops: the seller answers the buyer or
 * refunds, exactly the dispute state machine above, so they share it (decisions: after-sales-screens).
 * The page is what reading needs; its `.handle` action is what acting and pulling need.
 */
export const AFTER_SALES_PLATFORMS = { ebay: 1, allegro: 9 } as const;
export type AfterSalesPlatform = keyof typeof AFTER_SALES_PLATFORMS;

export interface AfterSalesScreen {
  page: 'ebayCancellation' | 'ebayReturn' | 'ebayDispute' | 'allegroDispute';
  kind: AfterSalesKind;
  platform: AfterSalesPlatform;
}

export const AFTER_SALES_SCREENS: readonly AfterSalesScreen[] = [
  { page: 'ebayCancellation', kind: 'cancellation', platform: 'ebay' },
  { page: 'ebayReturn', kind: 'return', platform: 'ebay' },
  { page: 'ebayDispute', kind: 'dispute', platform: 'ebay' },
  { page: 'allegroDispute', kind: 'dispute', platform: 'allegro' },
];

/** The screen of a kind on a marketplace (platform name or platform type), or null when the marketplace has no such cases. */
export function afterSalesScreen(kind: string, platform: string | number): AfterSalesScreen | null {
  const name =
    typeof platform === 'number' ? (Object.keys(AFTER_SALES_PLATFORMS) as AfterSalesPlatform[]).find((p) => AFTER_SALES_PLATFORMS[p] === platform) : platform;
  return AFTER_SALES_SCREENS.find((s) => s.kind === kind && s.platform === name) ?? null;
}

/** Whether a case in this status still waits for the seller. */
export const afterSalesIsOpen = (status: string): boolean => (AFTER_SALES_OPEN_STATUSES as readonly string[]).includes(status);
