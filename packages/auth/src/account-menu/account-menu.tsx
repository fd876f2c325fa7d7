import { canOpenAgentCentre, canOpenMemberCentre } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useMemberInfoQuery, useSessionStore, useUnreadCountQuery } from '@marquee/session';
import { cx } from '@marquee/ui-kit';
import { type AccountMenuAction, AccountMenuEntry } from './account-menu-entry';
import { BalanceDisplay } from './balance-display';
import { LogoutButton } from './logout-button';
import { MemberAvatar } from './member-avatar';

export interface AccountMenuProps {
  currencySymbol?: string;
  locale?: string;
  memberCentre?: AccountMenuAction;
  agentCentre?: AccountMenuAction;
  bettingRecord?: AccountMenuAction;
  accountRecord?: AccountMenuAction;
  deposit?: AccountMenuAction;
  withdraw?: AccountMenuAction;
  /** the shell resets its per-member state (agent overlay, VIP service) after sign-out */
  onLoggedOut?: () => void;
  /** the shell's class on the menu's root, to place it in its layout (the menu styles its inside) */
  className?: string;
  /**
   * Below 768 px only the balance shows, on one line: for a shell that offers the entries and
   * sign-out elsewhere on a phone (its bottom bar and menu).
   */
  compactOnPhone?: boolean;
  /**
   * From 768 px the menu keeps to one line when it has a row of its own: the entries sit closer and
   * the name takes only the room they leave, cut with an ellipsis, never an entry's label.
   */
  oneLineOnWide?: boolean;
}

/** Whether a VIP label says its level's number ("VIP 5", "V5", "Level 5"). */
function namesLevel(labelName: string, level: number): boolean {
  return new RegExp(`(^|\\D)${level}(\\D|$)`).test(labelName);
}

/**
 * The signed-in part of the header: balance, VIP level, member centre (not for trial
 * accounts), agent centre (agent codes only), records, deposit, withdraw and a confirmed sign-out.
 */
export function AccountMenu({
  currencySymbol,
  locale,
  memberCentre,
  agentCentre,
  bettingRecord,
  accountRecord,
  deposit,
  withdraw,
  onLoggedOut,
  className,
  compactOnPhone = false,
  oneLineOnWide = false,
}: AccountMenuProps) {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const isAgent = useSessionStore((state) => state.isAgent);
  const nickname = useSessionStore((state) => state.nickname ?? state.account);
  const member = useMemberInfoQuery();
  const unread = useUnreadCountQuery();
  const club = member.data?.clubLabel;
  const vipLevel = club ? t('vip_level', { level: club.rankLevel }) : '';
  // Brands often name the label after the level ("VIP 5"), which the translated level ("Antas VIP 5")
  // already says: the label is added only when it names the rank otherwise ("Gold").
  const vipName = club?.labelName && !namesLevel(club.labelName, club.rankLevel) ? club.labelName : null;

  if (!token) return null;
  return (
    <nav
      className={cx(
        'mq-auth-account',
        compactOnPhone && 'mq-auth-account--compact-on-phone',
        oneLineOnWide && 'mq-auth-account--one-line-on-wide',
        className,
      )}
      aria-label={t('account_menu')}
    >
      <MemberAvatar />
      {nickname && <span className="mq-auth-account__name">{nickname}</span>}
      <BalanceDisplay currencySymbol={currencySymbol} locale={locale} />
      {club && (
        <span className="mq-auth-account__vip">
          {vipLevel}
          {vipName ? ` · ${vipName}` : ''}
        </span>
      )}
      {memberCentre && canOpenMemberCentre(token, isAgent) && (
        <AccountMenuEntry
          action={memberCentre}
          label={t('member_centre')}
          badge={
            unread.data ? { count: unread.data, label: t('unread_messages', { count: unread.data }) } : null
          }
        />
      )}
      {agentCentre && canOpenAgentCentre(token, isAgent) && (
        <AccountMenuEntry action={agentCentre} label={t('agent_centre')} />
      )}
      {bettingRecord && <AccountMenuEntry action={bettingRecord} label={t('betting_record')} />}
      {accountRecord && <AccountMenuEntry action={accountRecord} label={t('account_record')} />}
      {deposit && <AccountMenuEntry action={deposit} label={t('deposit')} variant="primary" />}
      {withdraw && <AccountMenuEntry action={withdraw} label={t('withdraw')} variant="secondary" />}
      <LogoutButton className="mq-auth-account__logout" onLoggedOut={onLoggedOut} />
    </nav>
  );
}
