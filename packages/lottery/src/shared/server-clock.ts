import { create } from 'zustand';

interface ServerClockState {
  /** the platform's clock minus the device's, in ms: every lottery countdown adds it to Date.now() */
  offset: number;
}

/**
 * How far the device's clock is from the platform's. The lottery has one way to know: every answer
 * a countdown reads (game menus, popular, recent, the VN menu, the current draw) carries the
 * platform's `serverTime`, and the offset is measured when such an answer arrives, not when it is
 * rendered (an answer served from the cache minutes later would otherwise shift every countdown
 * by its age). A device clock ten minutes off still counts down to the platform's draw.
 */
export const useServerClockStore = create<ServerClockState>(() => ({ offset: 0 }));

/** Measures the offset from an answer's `serverTime` at the moment it arrives; answers it unchanged. */
export function measuredFrom<T>(serverTime: string | undefined, answer: T): T {
  if (serverTime) useServerClockStore.setState({ offset: Date.parse(serverTime) - Date.now() });
  return answer;
}
