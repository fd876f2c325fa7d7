import { endpoint } from './endpoint';
import type {
  ActivityQuery,
  ActivityResponse,
  PlayExclusionResponse,
  PlayLimitKey,
  PlayLimitsResponse,
  SetPlayLimitRequest,
  SetPlayLimitsRequest,
  StartExclusionRequest,
} from './play-safe-types';

/** The member centre's "play safe" calls: limits, time-out and self-exclusion. */
export const playSafeApi = {
  limits: endpoint<void, PlayLimitsResponse>('GET', '/wps/play-safe/limits', { token: true }),
  /** a decrease (or a first limit) applies at once; a raise or a removal waits, then is confirmed */
  setLimit: endpoint<SetPlayLimitRequest, PlayLimitsResponse>('POST', '/wps/play-safe/limits', {
    token: true,
  }),
  /** several limits in one transaction, all or none (registration's optional step) */
  setLimits: endpoint<SetPlayLimitsRequest, PlayLimitsResponse>('POST', '/wps/play-safe/limits/many', {
    token: true,
  }),
  cancelPending: endpoint<PlayLimitKey, PlayLimitsResponse>('POST', '/wps/play-safe/limits/cancel', {
    token: true,
  }),
  confirmPending: endpoint<PlayLimitKey, PlayLimitsResponse>('POST', '/wps/play-safe/limits/confirm', {
    token: true,
  }),
  exclusion: endpoint<void, PlayExclusionResponse>('GET', '/wps/play-safe/exclusion', { token: true }),
  startExclusion: endpoint<StartExclusionRequest, PlayExclusionResponse>('POST', '/wps/play-safe/exclusion', {
    token: true,
    encrypted: true,
  }),
  /** "my activity": deposits, withdrawals, stakes, wins and net per period, for the last 12 months */
  activity: endpoint<ActivityQuery, ActivityResponse>('GET', '/wps/play-safe/activity', { token: true }),
  /** after a self-exclusion has ended: the account reopens a day later */
  reopen: endpoint<void, PlayExclusionResponse>('POST', '/wps/play-safe/exclusion/reopen', { token: true }),
} as const;
