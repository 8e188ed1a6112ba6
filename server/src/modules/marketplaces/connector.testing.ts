// Test helpers for code that calls the marketplace connectors (used by the after-sales and reviews tests).
import type { MarketplaceConnector, MarketplaceConnectors } from '../../platform/connectors';
import { createContext, type RequestContext } from '../../platform/context';
import { authorizeShop } from '../shops/shops.service';

/** A shop of `platformType` authorized through the sandbox connector (authCode 'ok'), site US. */
export const authorizedShop = (ctx: RequestContext, platformType: number, shopName: string) =>
  authorizeShop(ctx, { platformType, shopName, site: 'US', authCode: 'ok' });

/** The input of a connector call that takes one. */
type CallOf<K extends keyof MarketplaceConnector> = MarketplaceConnector[K] extends ((input: infer I) => unknown) | undefined ? I : never;

/**
 * A context whose connectors record each `method` call reaching the marketplace in `calls` (the
 * token blanked), then make it: `spying(ctx, 'replyToReview', calls)`.
 */
export function spying<K extends keyof MarketplaceConnector>(c: RequestContext, method: K, calls: CallOf<K>[]): RequestContext {
  const inner = c.platform.connectors;
  const connectors: MarketplaceConnectors = {
    get: (t) => {
      const real = inner.get(t);
      const call = (input: CallOf<K>) => {
        calls.push({ ...(input as object), token: '' } as CallOf<K>);
        return (real[method] as (input: CallOf<K>) => unknown).call(real, input);
      };
      return Object.assign(Object.create(real) as MarketplaceConnector, { [method]: call });
    },
  };
  return createContext({ ...c.platform, connectors }, { lang: 'en', ip: '', userAgent: '', actor: c.actor });
}
