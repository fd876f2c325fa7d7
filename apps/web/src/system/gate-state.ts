import type { SystemStatus } from '@marquee/api-client';

export type GateState = 'open' | 'maintenance' | 'region-blocked';

/**
 * What the system gate shows (0 normal, 1 maintenance, 2 region restricted).
 * Maintenance wins: a region-restricted answer that also carries a maintenance window means the
 * whole service is down, and telling the visitor "not in your region" would mislead them.
 */
export function gateState(status: SystemStatus): GateState {
  if (status.status === 1) return 'maintenance';
  if (status.status === 2) return status.maintenance ? 'maintenance' : 'region-blocked';
  return 'open';
}
