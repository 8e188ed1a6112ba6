// Demo PayPal (issue 22 item 4): one PayPal account synced through the sandbox connector
// (payment.sandbox.ts): a month of background transactions (payments of sandbox buyers, refunds,
// pending ones) and the mirrored payments of about a quarter of the demo orders — the exact ones
// are matched to their orders by the automatic match, the "1.00 more" ones stay unmatched (a hand
// match to their order is refused: the amounts differ). A second account is off.
import type { RequestContext } from '../platform/context';
import { createPaypalAccount, setPaypalAccountEnabled, syncPaypalAccount } from '../modules/paypal/paypal.service';

export const DEMO_PAYPAL_EMAIL = 'paypal@demo-shop.com';

export async function seedPaypal(ctx: RequestContext) {
  const account = await createPaypalAccount(ctx, { email: DEMO_PAYPAL_EMAIL, alias: '主账户 Main' });
  const r = await syncPaypalAccount(ctx, account.id);
  const spare = await createPaypalAccount(ctx, { email: 'paypal-eu@demo-shop.com', alias: 'EU' });
  await setPaypalAccountEnabled(ctx, spare.id, false);
  return { accountId: account.id, added: r.added, matched: r.matched };
}
