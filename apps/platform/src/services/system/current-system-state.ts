import type { Context } from 'hono';
import type { AppEnv, Deps } from '../../http/app-env';
import { visitorIp } from '../../http/visitor-ip';
import { readStoredStatus } from './settings';
import { resolveSystemState, type SystemState } from './system-state';

/** The live system state for the visitor of this request. */
export async function currentSystemState({ db, config }: Deps, c: Context<AppEnv>): Promise<SystemState> {
  return resolveSystemState({
    stored: await readStoredStatus(db),
    forced: config.forcedStatus,
    blockedIps: config.blockedIps,
    visitorIp: visitorIp(c, config.trustProxy),
  });
}
