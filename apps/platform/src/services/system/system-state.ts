import type { MaintenanceInfo, SystemStatusCode } from '@marquee/api-client/contract';
import type { ForcedStatus } from '../../config';
import type { StoredStatus } from './settings';

export interface SystemState {
  status: SystemStatusCode;
  maintenance: MaintenanceInfo | null;
  /** the visitor IP as reported to the visitor */
  ip: string;
  regionRestriction: boolean;
}

interface StateInput {
  stored: StoredStatus;
  /** SYSTEM_STATUS / MAINTENANCE_END from the environment: wins over the stored status */
  forced: ForcedStatus | null;
  blockedIps: readonly string[];
  visitorIp: string;
}

/** 0 normal, 1 maintenance, 2 region restricted; maintenance wins over region restriction. */
export function resolveSystemState({ stored, forced, blockedIps, visitorIp }: StateInput): SystemState {
  const ip = stored.ip ?? visitorIp;
  const base = forced ?? stored;
  if (base.status === 1) {
    return { status: 1, maintenance: { endTime: base.maintenanceEnd }, ip, regionRestriction: false };
  }
  const restricted = base.status === 2 || blockedIps.includes(ip);
  return { status: restricted ? 2 : 0, maintenance: null, ip, regionRestriction: restricted };
}
