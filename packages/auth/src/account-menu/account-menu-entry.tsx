import { Button } from '@marquee/ui-kit';

/** A link (href) or an action (callback): the screens behind these entries come later. */
export type AccountMenuAction = string | (() => void);

export interface AccountMenuEntryProps {
  action: AccountMenuAction;
  label: string;
  variant?: 'primary' | 'secondary' | 'ghost';
}

export function AccountMenuEntry({ action, label, variant = 'ghost' }: AccountMenuEntryProps) {
  if (typeof action === 'string') {
    return (
      <a href={action} className={`mq-button mq-button--${variant} mq-button--sm`}>
        {label}
      </a>
    );
  }
  return (
    <Button variant={variant} size="sm" onClick={action}>
      {label}
    </Button>
  );
}
