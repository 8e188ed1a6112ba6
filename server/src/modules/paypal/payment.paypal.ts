// PayPal's REST API as the payment connector (issue 22 item 4): OAuth2 client credentials
// (POST /v1/oauth2/token), Transaction Search (GET /v1/reporting/transactions, at most 31 days per
// request, pages of 500) and balances (GET /v1/reporting/balances). Chosen when PAYPAL_CLIENT_ID
// and PAYPAL_CLIENT_SECRET are set (payment.connector.ts); an account's own client id / secret
// win over the environment's. Nothing here logs: a refusal answers PayPal's status and error name.
import type { PaypalTxStatus, PaypalTxType } from '@erp/schema';
import type { PaymentAccountRef, PaymentConnector, PaymentResult, PaymentTransaction } from './payment.connector';

const WINDOW_MS = 31 * 86_400_000;
const PAGE_SIZE = 500;

interface Money {
  currency_code?: string;
  value?: string;
}
interface Detail {
  transaction_info?: {
    transaction_id?: string;
    transaction_event_code?: string;
    transaction_initiation_date?: string;
    transaction_amount?: Money;
    fee_amount?: Money;
    transaction_status?: string;
    transaction_note?: string;
  };
  payer_info?: { account_id?: string; email_address?: string; payer_name?: { alternate_full_name?: string; given_name?: string; surname?: string } };
  shipping_info?: { address?: { line1?: string; line2?: string; city?: string; state?: string; country_code?: string; postal_code?: string } };
}

const STATUS: Record<string, PaypalTxStatus> = { S: 'success', P: 'pending', V: 'reversed', D: 'denied', F: 'reversed' };

/** PayPal's event code family → our type (T00 payments, T11 reversals and refunds, T04 withdrawals). */
export function paypalTypeOf(eventCode: string): PaypalTxType {
  if (eventCode.startsWith('T00')) return 'payment';
  if (eventCode.startsWith('T11')) return 'refund';
  if (eventCode.startsWith('T04')) return 'withdrawal';
  return 'other';
}

const cents = (v: string | undefined) => Math.round(Number(v ?? '0') * 100);
const text = (c: number) => (c / 100).toFixed(2);

/** One Transaction Search row → our transaction (exported for its test). */
export function paypalTransactionOf(d: Detail): PaymentTransaction | null {
  const t = d.transaction_info;
  if (!t?.transaction_id || !t.transaction_initiation_date) return null;
  const gross = cents(t.transaction_amount?.value);
  const fee = Math.abs(cents(t.fee_amount?.value));
  const name = d.payer_info?.payer_name;
  const a = d.shipping_info?.address ?? {};
  return {
    transactionNo: t.transaction_id,
    occurredAt: new Date(t.transaction_initiation_date),
    amount: text(gross),
    fee: text(fee),
    net: text(gross - fee),
    currency: t.transaction_amount?.currency_code ?? '',
    status: STATUS[t.transaction_status ?? ''] ?? 'pending',
    type: paypalTypeOf(t.transaction_event_code ?? ''),
    buyerId: d.payer_info?.account_id ?? '',
    buyerName: name?.alternate_full_name ?? [name?.given_name, name?.surname].filter(Boolean).join(' '),
    buyerEmail: d.payer_info?.email_address ?? '',
    note: t.transaction_note ?? '',
    address1: a.line1 ?? '',
    address2: a.line2 ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    postcode: a.postal_code ?? '',
    country: a.country_code ?? '',
  };
}

export class PaypalRestConnector implements PaymentConnector {
  readonly name = 'paypal';
  readonly sandbox = false;
  private readonly base: string;
  private readonly tokens = new Map<string, { token: string; until: number }>();

  constructor(
    private readonly env: { clientId: string; clientSecret: string; live: boolean },
    private readonly fetcher: typeof fetch = fetch,
  ) {
    this.base = env.live ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com';
  }

  private credentialsOf(account: PaymentAccountRef) {
    return account.clientId && account.clientSecret
      ? { id: account.clientId, secret: account.clientSecret }
      : { id: this.env.clientId, secret: this.env.clientSecret };
  }

  private async token(account: PaymentAccountRef): Promise<PaymentResult<string>> {
    const c = this.credentialsOf(account);
    if (!c.id || !c.secret) return { ok: false, messageId: 'paypal.notConfigured', reason: '' };
    const cached = this.tokens.get(c.id);
    if (cached && cached.until > Date.now()) return { ok: true, value: cached.token };
    const res = await this.fetcher(`${this.base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${c.id}:${c.secret}`).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) return { ok: false, messageId: 'paypal.syncFailed', reason: `oauth2 ${res.status}` };
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) return { ok: false, messageId: 'paypal.syncFailed', reason: 'oauth2 no token' };
    this.tokens.set(c.id, { token: body.access_token, until: Date.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000 });
    return { ok: true, value: body.access_token };
  }

  private async get<T>(account: PaymentAccountRef, path: string): Promise<PaymentResult<T>> {
    const token = await this.token(account);
    if (!token.ok) return token;
    const res = await this.fetcher(`${this.base}${path}`, { headers: { Authorization: `Bearer ${token.value}`, Accept: 'application/json' } });
    if (!res.ok) {
      const name = ((await res.json().catch(() => ({}))) as { name?: string }).name ?? '';
      return { ok: false, messageId: 'paypal.syncFailed', reason: `${res.status} ${name}`.trim() };
    }
    return { ok: true, value: (await res.json()) as T };
  }

  async balance(account: PaymentAccountRef): Promise<PaymentResult<{ amount: string; currency: string }>> {
    const r = await this.get<{ balances?: { currency?: string; primary?: boolean; total_balance?: Money }[] }>(account, '/v1/reporting/balances');
    if (!r.ok) return r;
    const list = r.value.balances ?? [];
    const b = list.find((x) => x.primary) ?? list[0];
    return { ok: true, value: { amount: text(cents(b?.total_balance?.value)), currency: b?.total_balance?.currency_code ?? b?.currency ?? 'USD' } };
  }

  async listTransactions(account: PaymentAccountRef, since: Date, until: Date): Promise<PaymentResult<PaymentTransaction[]>> {
    const out: PaymentTransaction[] = [];
    for (let from = since.getTime(); from < until.getTime(); from += WINDOW_MS) {
      const to = Math.min(from + WINDOW_MS, until.getTime());
      for (let page = 1; ; page++) {
        const q = new URLSearchParams({
          start_date: new Date(from).toISOString(),
          end_date: new Date(to).toISOString(),
          fields: 'transaction_info,payer_info,shipping_info',
          page_size: String(PAGE_SIZE),
          page: String(page),
        });
        const r = await this.get<{ transaction_details?: Detail[]; total_pages?: number }>(account, `/v1/reporting/transactions?${q}`);
        if (!r.ok) return r;
        for (const d of r.value.transaction_details ?? []) {
          const t = paypalTransactionOf(d);
          if (t && t.occurredAt.getTime() >= from && t.occurredAt.getTime() < to) out.push(t);
        }
        if (page >= (r.value.total_pages ?? 1)) break;
      }
    }
    out.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    return { ok: true, value: out };
  }
}
