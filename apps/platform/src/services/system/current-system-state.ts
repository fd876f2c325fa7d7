import type { Deps } from '../../http/app-env';
import { readStoredStatus } from './settings';
import { resolveSystemState, type SystemState } from './system-state';

/** The live system state for a visitor. */
export async function currentSystemState({ db, config }: Deps, visitorIp: string): Promise<SystemState> {
  return resolveSystemState({
    stored: await readStoredStatus(db),
    forced: config.forcedStatus,
    blockedIps: config.blockedIps,
    visitorIp,
  });
}
