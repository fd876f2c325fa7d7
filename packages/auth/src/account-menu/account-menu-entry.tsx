import { Button, CountBadge } from '@marquee/ui-kit';

/** A link (href) or an action (callback): the screens behind these entries come later. */
export type AccountMenuAction = string | (() => void);

export interface AccountMenuEntryProps {
  action: AccountMenuAction;
  label: string;
  variant?: 'primary' | 'secondary' | 'ghost';
  /** a count shown beside the label (unread messages); its label is what a screen reader reads */
  badge?: { count: number; label: string } | null;
}

export function AccountMenuEntry({ action, label, variant = 'ghost', badge }: AccountMenuEntryProps) {
  const content = (
    <>
      {label}
      {badge && badge.count > 0 && ' '}
      {badge && badge.count > 0 && (
        <CountBadge count={badge.count} label={badge.label} className="mq-auth-account__badge" />
      )}
    </>
  );
  if (typeof action === 'string') {
    return (
      <a href={action} className={`mq-button mq-button--${variant} mq-button--sm`}>
        {content}
      </a>
    );
  }
  return (
    <Button variant={variant} size="sm" onClick={action}>
      {content}
    </Button>
  );
}
