// The payment connector (issue 22 item 4; DESIGN.md 'Outside systems are connectors'): what the
// PayPal screens need from the payment service — the transactions of an account in a time window
// (pulled incrementally from a cursor) and the account's balance. Two implementations, chosen by
// the environment once per platform:
// - PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET set: PayPal's REST API (payment.paypal.ts; Transaction
//   Search /v1/reporting/transactions and /v1/reporting/balances, OAuth2 client credentials;
//   PAYPAL_MODE=live uses api-m.paypal.com, anything else api-m.sandbox.paypal.com). An account's
//   own client id and (sealed) secret, when set, are used instead of the environment's.
// - otherwise: the deterministic sandbox (payment.sandbox.ts), the default of the demo and tests.
// Credentials are never logged: errors carry PayPal's status and error name only.
import type { PaypalTxStatus, PaypalTxType } from '@erp/schema';
import type { Platform } from '../../platform/context';
import { unscopedDb } from '../../platform/db';
import { PaypalRestConnector } from './payment.paypal';
import { SandboxPaymentConnector, type SandboxOrder } from './payment.sandbox';

export interface PaymentAccountRef {
  companyId: number;
  email: string;
  /** Clear credentials of the account ('' when it has none: the environment's are used). */
  clientId: string;
  clientSecret: string;
}

export interface PaymentTransaction {
  transactionNo: string;
  occurredAt: Date;
  /** Two-decimal strings; negative gross for money out. */
  amount: string;
  fee: string;
  net: string;
  currency: string;
  status: PaypalTxStatus;
  type: PaypalTxType;
  buyerId: string;
  buyerName: string;
  buyerEmail: string;
  note: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

export type PaymentResult<T> = { ok: true; value: T } | { ok: false; messageId: 'paypal.notConfigured' | 'paypal.syncFailed'; reason: string };

export interface PaymentConnector {
  readonly name: string;
  readonly sandbox: boolean;
  /** Transactions that occurred in [since, until), oldest first. */
  listTransactions(account: PaymentAccountRef, since: Date, until: Date): Promise<PaymentResult<PaymentTransaction[]>>;
  /** The account's primary balance now. */
  balance(account: PaymentAccountRef): Promise<PaymentResult<{ amount: string; currency: string }>>;
}

const chosen = new WeakMap<object, PaymentConnector>();

/** The order fields a payment is matched on (and the sandbox mirrors payments of). */
export const PAYMENT_ORDER_FIELDS = {
  id: true,
  orderNo: true,
  totalAmount: true,
  currency: true,
  buyerAccount: true,
  buyerName: true,
  buyerEmail: true,
  orderedAt: true,
  paidAt: true,
} as const;

/** The environment's choice: PayPal's REST API when PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET are set, else the sandbox. */
export function paymentConnectorFromEnv(platform: Platform, env: NodeJS.ProcessEnv = process.env): PaymentConnector {
  const clientId = env.PAYPAL_CLIENT_ID?.trim();
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim();
  if (clientId && clientSecret) return new PaypalRestConnector({ clientId, clientSecret, live: env.PAYPAL_MODE?.trim().toLowerCase() === 'live' });
  const db = unscopedDb(platform.database.prisma, "the PayPal sandbox mirrors payments of the account's company's orders");
  return new SandboxPaymentConnector(async (companyId, from, to): Promise<SandboxOrder[]> => {
    const rows = await db.order.findMany({
      where: { companyId, orderedAt: { gte: new Date(from.getTime() - 86_400_000), lt: to }, totalAmount: { gt: 0 } },
      select: PAYMENT_ORDER_FIELDS,
      orderBy: { id: 'asc' },
      take: 2000,
    });
    return rows.map((o) => ({ ...o, totalAmount: o.totalAmount.toFixed(2) }));
  });
}

/** The platform's payment connector, chosen once from the environment; tests may install another with setPaymentConnector. */
export function paymentConnectorOf(platform: Platform): PaymentConnector {
  let c = chosen.get(platform);
  if (!c) chosen.set(platform, (c = paymentConnectorFromEnv(platform)));
  return c;
}

export function setPaymentConnector(platform: Platform, connector: PaymentConnector): void {
  chosen.set(platform, connector);
}
