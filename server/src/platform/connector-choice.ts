// A platform's connector of one kind (carrier, wholesale, …): chosen once per platform by an
// environment variable (only 'sandbox' exists today; another name is logged and the sandbox used),
// and replaceable by tests.
import type { Platform } from './context';

/**
 * `const carriers = connectorChoice('carrier', 'CARRIER_CONNECTOR', () => new SandboxCarrierConnector());`
 * then `carriers.of(platform)` answers the platform's connector and `carriers.set(platform, c)` installs another.
 */
export function connectorChoice<C>(kind: string, envVar: string, sandbox: () => C) {
  const chosen = new WeakMap<object, C>();
  return {
    of(platform: Platform): C {
      let c = chosen.get(platform);
      if (!c) {
        const name = process.env[envVar] || 'sandbox';
        if (name !== 'sandbox') platform.logger.warn({ connector: name }, `unknown ${kind} connector, using the sandbox`);
        chosen.set(platform, (c = sandbox()));
      }
      return c;
    },
    set(platform: Platform, connector: C): void {
      chosen.set(platform, connector);
    },
  };
}
