import type { MemberCentrePage } from '@marquee/api-client';
import { createContext, type ReactNode, useContext } from 'react';

export interface MemberCentreConfig {
  /** the shell's address of each page (apps/web owns every URL) */
  hrefOf: (page: MemberCentrePage) => string;
  /** the full registration address carrying a referral code, to share with friends */
  referralLinkOf: (code: string) => string;
  currencySymbol: string;
  /** the brand's merchant (the permission answer's), which the vendor lists are asked for */
  merchantCode: string;
  /** BCP-47 tag for money and dates */
  locale?: string;
  /** the age a member must have reached (the permission answer's); absent: DEFAULT_MINIMUM_AGE */
  minimumAge?: number;
  /** the brand's AGENTPOLICY3: members read their contract offers and contracts (My contracts) */
  agentPolicy?: boolean;
}

const MemberCentreConfigContext = createContext<MemberCentreConfig | null>(null);

export function MemberCentreConfigProvider({
  children,
  ...config
}: MemberCentreConfig & { children?: ReactNode }) {
  return <MemberCentreConfigContext.Provider value={config}>{children}</MemberCentreConfigContext.Provider>;
}

export function useMemberCentreConfig(): MemberCentreConfig {
  const config = useContext(MemberCentreConfigContext);
  if (!config) throw new Error('useMemberCentreConfig must be used inside <MemberCentreConfigProvider>');
  return config;
}
