import { createContext, type ReactNode, useContext } from 'react';

export interface LotteryConfig {
  /** shown with every amount */
  currencySymbol: string;
  /** number formatting locale, e.g. 'en-US' */
  locale?: string;
  /** the shell's lottery route: the betting view is this path with ?gameCode=&playType= */
  lotteryPath: string;
}

const LotteryConfigContext = createContext<LotteryConfig | null>(null);

/** What the shell tells the lottery: the brand's currency and the route it lives on. */
export function LotteryProvider({ children, ...config }: LotteryConfig & { children?: ReactNode }) {
  return <LotteryConfigContext.Provider value={config}>{children}</LotteryConfigContext.Provider>;
}

export function useLotteryConfig(): LotteryConfig {
  const config = useContext(LotteryConfigContext);
  if (!config) throw new Error('useLotteryConfig must be used inside <LotteryProvider>');
  return config;
}

/** The betting view's link for a game (and play type): the deep link other pages and shared links use. */
export function useBettingHref(): (gameCode: string, playType?: string) => string {
  const { lotteryPath } = useLotteryConfig();
  return (gameCode, playType) => {
    const query = new URLSearchParams({ gameCode, ...(playType ? { playType } : {}) });
    return `${lotteryPath}?${query.toString()}`;
  };
}
