import { endpoint } from './endpoint';
import type { PlaySession, PlaySessionQuery, RealityCheckSetting } from './reality-check-types';

/** The reality check and the game bar's figures: read by the game frame and the member centre. */
export const realityCheckApi = {
  setting: endpoint<void, RealityCheckSetting>('GET', '/wps/member/reality-check', { token: true }),
  save: endpoint<RealityCheckSetting, RealityCheckSetting>('PUT', '/wps/member/reality-check', {
    token: true,
  }),
  playSession: endpoint<PlaySessionQuery, PlaySession>('GET', '/wps/member/play-session', { token: true }),
  /** "continue": the next reminder is one interval from now */
  acknowledge: endpoint<void, PlaySession>('POST', '/wps/member/play-session/continue', { token: true }),
} as const;
