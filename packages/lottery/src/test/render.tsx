import { renderWithSession, type SessionRenderOptions } from '@marquee/session/testing';
import type { ReactElement } from 'react';
import { LotteryProvider } from '../config/lottery-config';

/** The providers the shell gives the package, with the brand's lottery settings, at the lottery. */
export function renderWithProviders(ui: ReactElement, options: Omit<SessionRenderOptions, 'wrapper'> = {}) {
  return renderWithSession(ui, {
    route: '/lottery',
    ...options,
    wrapper: (children) => (
      <LotteryProvider currencySymbol="₱" locale="en-US" lotteryPath="/lottery">
        {children}
      </LotteryProvider>
    ),
  });
}
