// The marketplace connector interface (DESIGN.md 'Marketplaces'). Shop authorization is the first
// capability; order pulls, listing and stock pushes and messages join it with their domains.
import { createHash } from 'node:crypto';

export type AuthorizeResult =
  | { ok: true; token: string; expiresAt: Date }
  | { ok: false; reasonId: string };

export interface MarketplaceConnector {
  readonly platformType: number;
  readonly name: string;
  /** Exchanges the code from the marketplace's consent page for a credential. */
  authorize(input: { shopName: string; site: string; authCode: string }): Promise<AuthorizeResult>;
}

export interface MarketplaceConnectors {
  get(platformType: number): MarketplaceConnector;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * A deterministic simulated marketplace for demos and tests: any authorization code is accepted
 * except "denied" (what a seller who clicks "refuse" on a consent page produces). The credential
 * is derived from the inputs, so the same code always gives the same token.
 */
export class SandboxConnector implements MarketplaceConnector {
  readonly name = 'sandbox';
  constructor(readonly platformType: number, private readonly now: () => number = Date.now) {}

  async authorize(input: { shopName: string; site: string; authCode: string }): Promise<AuthorizeResult> {
    if (input.authCode.trim().toLowerCase() === 'denied') return { ok: false, reasonId: 'shop.authDenied' };
    const token = createHash('sha256').update(`${this.platformType}|${input.shopName}|${input.site}|${input.authCode}`).digest('hex');
    return { ok: true, token: `sbx_${token}`, expiresAt: new Date(this.now() + YEAR_MS) };
  }
}

/** Every marketplace answered by the sandbox until its real connector is written. */
export function sandboxConnectors(): MarketplaceConnectors {
  const cache = new Map<number, MarketplaceConnector>();
  return {
    get(platformType) {
      let c = cache.get(platformType);
      if (!c) cache.set(platformType, (c = new SandboxConnector(platformType)));
      return c;
    },
  };
}
