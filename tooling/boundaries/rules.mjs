/**
 * The dependency direction of ARCHITECTURE.md, as the set of workspace packages each layer may use.
 * Feature packages never use each other; ui-kit, i18n and api-client use no other package of ours.
 */
export const FEATURES = ['games-lobby', 'lottery', 'member-centre', 'agent-centre', 'promotions', 'support'];
const BASE = ['api-client', 'ui-kit', 'i18n'];

export function allowedFor(name) {
  if (name === 'api-client' || name === 'ui-kit' || name === 'i18n') return [];
  if (name === 'session') return BASE;
  if (name === 'auth') return ['session', ...BASE];
  if (FEATURES.includes(name)) return ['auth', 'session', ...BASE];
  if (name === 'platform') return ['api-client', 'web'];
  return null;
}
