// The PayPal sandbox (issue 22 item 4): deterministic, offline, for the demo and the tests. Rules:
// 1. Balance: 1000.00 + (h(email) mod 900000) cents, in USD, where h is the first 8 hex digits of
//    sha256 as a number.
// 2. Background transactions: for every UTC day D touched by the window, n = h(email|D) mod 3
//    transactions k = 0..n-1 at D + (h(email|D|k) mod 86400) s, number SB-<first 12 hex of
//    sha256(email|D|k)> upper-cased. Amount 5.00 + (h mod 19500) cents; buyer one of SANDBOX_BUYERS
//    (never a demo order's buyer, so these stay unmatched); every 5th (h mod 5 = 0) a refund
//    (negative amount), every 7th (h mod 7 = 0) pending, else a success payment.
// 3. Mirrored order payments: every order of the account's company whose payment time (else order
//    time) + 10 minutes falls in the window is looked at; with m = h(email|orderNo) mod 4:
//    m = 0 → a success payment of exactly the order's total, currency and buyer (email, account as
//    payer id, name) at that time, number SB-O<orderNo> — the automatic match finds it;
//    m = 1 → the same but 1.00 more, number SB-X<orderNo> — it stays unmatched and a hand match to
//    that order is refused (the amounts differ); m = 2, 3 → the order was not paid through PayPal.
// 4. Fee = round(3.49% of the gross) + 0.49 on payments, 0 on refunds; net = gross − fee.
// 5. Only transactions with a time in [since, until) are answered, oldest first, so pulling the
//    same window again answers the same numbers (the pull is idempotent on them).
import { createHash } from 'node:crypto';
import { financeCents, financeMoneyText } from '@erp/schema';
import type { PaymentAccountRef, PaymentConnector, PaymentResult, PaymentTransaction } from './payment.connector';

export interface SandboxOrder {
  id: number;
  orderNo: string;
  totalAmount: string;
  currency: string;
  buyerAccount: string;
  buyerName: string;
  buyerEmail: string;
  orderedAt: Date;
  paidAt: Date | null;
}

export const SANDBOX_BUYERS = [
  { id: 'SBPAYER01', name: 'Sandbox Walker', email: 'walker@sandbox.paypal.test' },
  { id: 'SBPAYER02', name: 'Sandbox Müller', email: 'mueller@sandbox.paypal.test' },
  { id: 'SBPAYER03', name: 'Sandbox Dubois', email: 'dubois@sandbox.paypal.test' },
  { id: 'SBPAYER04', name: 'Sandbox Rossi', email: 'rossi@sandbox.paypal.test' },
] as const;

const DAY = 86_400_000;
const MIRROR_DELAY = 10 * 60_000;
const hex = (s: string) => createHash('sha256').update(s).digest('hex');
const h = (s: string) => parseInt(hex(s).slice(0, 8), 16);

function feeOf(gross: bigint): bigint {
  if (gross <= 0n) return 0n;
  return (gross * 349n + 5000n) / 10000n + 49n;
}

const blankAddress = { address1: '', address2: '', city: '', state: '', postcode: '', country: '' };

function tx(
  p: Omit<PaymentTransaction, 'fee' | 'net' | 'amount' | keyof typeof blankAddress> & { cents: bigint } & Partial<typeof blankAddress>,
): PaymentTransaction {
  const fee = p.type === 'payment' ? feeOf(p.cents) : 0n;
  const { cents, ...rest } = p;
  return { ...blankAddress, ...rest, amount: financeMoneyText(cents), fee: financeMoneyText(fee), net: financeMoneyText(cents - fee) };
}

export class SandboxPaymentConnector implements PaymentConnector {
  readonly name = 'sandbox';
  readonly sandbox = true;
  constructor(private readonly orders: (companyId: number, from: Date, to: Date) => Promise<SandboxOrder[]> = () => Promise.resolve([])) {}

  balance(account: PaymentAccountRef): Promise<PaymentResult<{ amount: string; currency: string }>> {
    return Promise.resolve({ ok: true, value: { amount: financeMoneyText(100000n + BigInt(h(account.email) % 900000)), currency: 'USD' } });
  }

  async listTransactions(account: PaymentAccountRef, since: Date, until: Date): Promise<PaymentResult<PaymentTransaction[]>> {
    const out: PaymentTransaction[] = [];
    const inWindow = (t: Date) => t >= since && t < until;
    for (let d = Math.floor(since.getTime() / DAY) * DAY; d < until.getTime(); d += DAY) {
      const dayKey = new Date(d).toISOString().slice(0, 10);
      const n = h(`${account.email}|${dayKey}`) % 3;
      for (let k = 0; k < n; k++) {
        const key = `${account.email}|${dayKey}|${k}`;
        const v = h(key);
        const at = new Date(d + (v % 86400) * 1000);
        if (!inWindow(at)) continue;
        const buyer = SANDBOX_BUYERS[v % SANDBOX_BUYERS.length];
        const refund = v % 5 === 0;
        const cents = 500n + BigInt(v % 19500);
        out.push(
          tx({
            transactionNo: `SB-${hex(key).slice(0, 12).toUpperCase()}`,
            occurredAt: at,
            cents: refund ? -cents : cents,
            currency: 'USD',
            status: !refund && v % 7 === 0 ? 'pending' : 'success',
            type: refund ? 'refund' : 'payment',
            buyerId: buyer.id,
            buyerName: buyer.name,
            buyerEmail: buyer.email,
            note: refund ? 'Refund' : '',
            address1: `${(v % 200) + 1} Sandbox Street`,
            city: 'San Jose',
            state: 'CA',
            postcode: '95131',
            country: 'US',
          }),
        );
      }
    }
    for (const o of await this.orders(account.companyId, new Date(since.getTime() - MIRROR_DELAY), until)) {
      const at = new Date((o.paidAt ?? o.orderedAt).getTime() + MIRROR_DELAY);
      if (!inWindow(at)) continue;
      const m = h(`${account.email}|${o.orderNo}`) % 4;
      if (m > 1) continue;
      out.push(
        tx({
          transactionNo: `SB-${m === 0 ? 'O' : 'X'}${o.orderNo}`,
          occurredAt: at,
          cents: financeCents(o.totalAmount) + (m === 0 ? 0n : 100n),
          currency: o.currency,
          status: 'success',
          type: 'payment',
          buyerId: o.buyerAccount,
          buyerName: o.buyerName,
          buyerEmail: o.buyerEmail,
          note: `Order ${o.orderNo}`,
        }),
      );
    }
    out.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.transactionNo.localeCompare(b.transactionNo));
    return { ok: true, value: out };
  }
}
