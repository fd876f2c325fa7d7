import type { MemberCentrePage } from '@marquee/api-client';
import { renderWithSession, type SessionRenderOptions } from '@marquee/session/testing';
import type { ReactElement } from 'react';
import { type MemberCentreConfig, MemberCentreConfigProvider } from '../config/member-centre-config';

const hrefOf = (page: MemberCentrePage) => `/member/${page}`;

/**
 * The providers the shell gives the package, with the member centre's addresses and brand (`config`
 * overrides a setting of the brand's).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    config,
    ...options
  }: Omit<SessionRenderOptions, 'wrapper'> & { config?: Partial<MemberCentreConfig> } = {},
) {
  return renderWithSession(ui, {
    ...options,
    wrapper: (children) => (
      <MemberCentreConfigProvider
        hrefOf={hrefOf}
        currencySymbol="₱"
        merchantCode="MARQUEE"
        locale="en-US"
        referralLinkOf={(code) => `https://marquee.example/register?ref=${code}`}
        {...config}
      >
        {children}
      </MemberCentreConfigProvider>
    ),
  });
}
