// Customers (/customerManagement, issue 21 item 4; spec 02 §3 'Blacklist entry', §4 'Blacklist:
// move in and remove', §5 'Other' "blacklist reason other not blank"): moving a buyer of a shop
// into the blacklist. The entry is stored in the shipping blacklist (docs/decisions.md, issue 21
// customers), so new and open orders of the buyer are held like those of /shippingBlacklist.
import { z } from 'zod';

/** Longest blacklist reason (the shipping blacklist's cause text has the same bound). */
export const CUSTOMER_BLACKLIST_REASON_MAX = 200;
/** Longest buyer account (as the shipping blacklist). */
export const CUSTOMER_BUYER_ACCOUNT_MAX = 100;

const positiveId = z.number({ error: 'validation.positiveId' }).int({ error: 'validation.positiveId' }).positive({ error: 'validation.positiveId' });

/** Moves a buyer of a shop into the blacklist: the reason is required and not blank. */
export const customerBlacklistInput = z.object({
  shopId: positiveId,
  buyerAccount: z
    .string({ error: 'customers.buyerRequired' })
    .trim()
    .min(1, { error: 'customers.buyerRequired' })
    .max(CUSTOMER_BUYER_ACCOUNT_MAX, { error: 'validation.tooLong' }),
  reason: z
    .string({ error: 'customers.reasonRequired' })
    .trim()
    .min(1, { error: 'customers.reasonRequired' })
    .max(CUSTOMER_BLACKLIST_REASON_MAX, { error: 'validation.tooLong' }),
});
export type CustomerBlacklistInput = z.output<typeof customerBlacklistInput>;

/** The blacklisted filter of the customer list: every buyer, only blacklisted ones, or only the others. */
export const CUSTOMER_BLACKLISTED_FILTERS = ['all', 'yes', 'no'] as const;
