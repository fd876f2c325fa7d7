import type { PlayType } from '@marquee/api-client';
import { create } from 'zustand';

interface SlipState {
  playType: PlayType | null;
  /** numbers picked on a board (00–99, 0–9) */
  numbers: string[];
  /** digits picked per position (3, 4 and 6-digit play types) */
  positions: string[][];
  /** the stake per bet as typed, in major units */
  stakeText: string;
  choosePlayType: (playType: PlayType, positions: number) => void;
  setNumbers: (numbers: string[]) => void;
  toggleNumber: (number: string) => void;
  setPosition: (index: number, digits: string[]) => void;
  setStakeText: (text: string) => void;
  clear: () => void;
}

/**
 * The bet slip. Not tied to a draw: when betting closes the numbers stay for the next draw; a new
 * play type (other widths) starts an empty slip.
 */
export const useSlipStore = create<SlipState>((set, get) => ({
  playType: null,
  numbers: [],
  positions: [],
  stakeText: '1',
  choosePlayType: (playType, positions) => {
    if (get().playType === playType) return;
    set({ playType, numbers: [], positions: Array.from({ length: positions }, () => []) });
  },
  setNumbers: (numbers) => set({ numbers }),
  toggleNumber: (number) => {
    const { numbers } = get();
    set({
      numbers: numbers.includes(number) ? numbers.filter((item) => item !== number) : [...numbers, number],
    });
  },
  setPosition: (index, digits) =>
    set({ positions: get().positions.map((current, at) => (at === index ? digits : current)) }),
  setStakeText: (stakeText) => set({ stakeText }),
  clear: () => set({ numbers: [], positions: get().positions.map(() => []) }),
}));
