import { NO_OUTSIDE_LINKS, type PublicConfig } from '@cui/shared';

/**
 * GET /api/config as a server of this version answers it, with the parts a test cares about
 * replaced. Every test's fake config comes from here, so a field the schema gains cannot silently
 * turn a fake into the SPA's fallback config.
 */
export function publicConfig(overrides: { [K in keyof PublicConfig]?: Partial<PublicConfig[K]> } = {}): PublicConfig {
  return {
    google: { enabled: false, clientId: null, ...overrides.google },
    mail: { delivery: 'log', ...overrides.mail },
    sites: { urlTemplate: 'http://{folder}.localhost:3000/', ...overrides.sites },
    billing: { paddle: { enabled: false, environment: 'sandbox', clientToken: null }, ...overrides.billing },
    links: { ...NO_OUTSIDE_LINKS, ...overrides.links },
  };
}
