// Marketplace connectors (DESIGN.md 'Marketplaces'; the interface is platform/connectors.ts): authorize a shop, pull orders
// since a cursor, upload tracking, push stock, fetch buyer messages. The sandbox connector
// (sandbox-orders.ts for its simulated orders) answers every marketplace deterministically; real
// connectors implement the same interface against the marketplace's documented API.
import { createHash } from 'node:crypto';
import { promiseOf } from '../../platform/async';
import { fetchSandboxMessages, pullSandboxOrders, sandboxPushStock, sandboxUploadTracking } from './sandbox-orders';
import type {
  AuthorizeResult,
  MarketplaceConnector,
  MarketplaceConnectors,
  MarketplaceMessage,
  PullOrdersInput,
  PullOrdersResult,
  PushStockResult,
  UploadTrackingInput,
  UploadTrackingResult,
} from '../../platform/connectors';

// The interface lives in platform/ (the request context carries the connectors); re-exported for this module's code.
export type {
  AuthorizeResult,
  ConnectorShop,
  MarketplaceOrderStatus,
  MarketplaceOrderItem,
  MarketplaceOrder,
  PullOrdersInput,
  PullOrdersResult,
  UploadTrackingInput,
  UploadTrackingResult,
  PushStockResult,
  MarketplaceMessage,
  MarketplaceConnector,
  MarketplaceConnectors,
} from '../../platform/connectors';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * A deterministic simulated marketplace for demos and tests: any authorization code is accepted
 * except "denied" (what a seller who clicks "refuse" on a consent page produces). The credential
 * is derived from the inputs, so the same code always gives the same token. Orders, tracking,
 * stock and messages are simulated in sandbox-orders.ts.
 */
export class SandboxConnector implements MarketplaceConnector {
  readonly name = 'sandbox';
  constructor(
    readonly platformType: number,
    private readonly now: () => number = Date.now,
  ) {}

  authorize(input: { shopName: string; site: string; authCode: string }): Promise<AuthorizeResult> {
    return promiseOf(() => {
      if (input.authCode.trim().toLowerCase() === 'denied') return { ok: false, reasonId: 'shop.authDenied' };
      const token = createHash('sha256').update(`${this.platformType}|${input.shopName}|${input.site}|${input.authCode}`).digest('hex');
      return { ok: true, token: `sbx_${token}`, expiresAt: new Date(this.now() + YEAR_MS) };
    });
  }

  pullOrders(input: PullOrdersInput): Promise<PullOrdersResult> {
    return promiseOf(() => pullSandboxOrders({ ...input, now: input.now ?? new Date(this.now()) }));
  }

  uploadTracking(input: UploadTrackingInput): Promise<UploadTrackingResult> {
    return promiseOf(() => sandboxUploadTracking(this.platformType, input));
  }

  pushStock(input: { token: string; items: { platformSku: string; quantity: number }[] }): Promise<PushStockResult> {
    return promiseOf(() => sandboxPushStock(input));
  }

  fetchMessages(input: { token: string; since: Date; now?: Date }): Promise<MarketplaceMessage[]> {
    return promiseOf(() => fetchSandboxMessages({ ...input, now: input.now ?? new Date(this.now()) }));
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
