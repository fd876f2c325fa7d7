import { useTranslation } from '@marquee/i18n';
import type { DateRange } from '@marquee/ui-kit';
import { Link, useLocation } from 'react-router';
import { useAgentCentreConfig } from '../config/agent-centre-config';
import { memberSearch } from './profit-address';

/**
 * A link from another entry (team management, team betting) to one member's page of user P&L, of
 * `range` when the entry has a period. Like the menu beside an entry, it replaces the history
 * entry (Back still closes the centre) and keeps its state (the page shown underneath); the
 * member's page then leads back to the list of user P&L.
 */
export function MemberProfitLink({
  member,
  range,
}: {
  member: { id: string; account: string };
  range?: DateRange | undefined;
}) {
  const { t } = useTranslation();
  const { hrefOf } = useAgentCentreConfig();
  const { state } = useLocation();
  const period = new URLSearchParams(range ? { from: range.from, to: range.to } : {});
  return (
    <Link
      to={`${hrefOf('userProfitLoss')}${memberSearch(period, member)}`}
      replace
      state={state}
      aria-label={t('ac_profit_of', { account: member.account })}
    >
      {t('ac_entry_profit')}
    </Link>
  );
}
