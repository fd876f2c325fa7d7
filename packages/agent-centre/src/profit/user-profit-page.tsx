import { useSearchParams } from 'react-router';
import { MemberProfitView } from './member-profit-view';
import { ProfitList } from './profit-list';

/**
 * User P&L (userProfitLoss): the team's list, or one member's figures and bets of the period when
 * the address names them (`member`, with `account` for the title), each at its own address.
 */
export function UserProfitPage() {
  const [params] = useSearchParams();
  const member = params.get('member');
  return member ? <MemberProfitView member={member} account={params.get('account') ?? ''} /> : <ProfitList />;
}
