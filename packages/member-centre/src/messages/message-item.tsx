import type { MemberMessage } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useDates, useErrorText } from '@marquee/session';
import { Button, cx, FormError } from '@marquee/ui-kit';
import { useId, useState } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useDeleteMessageMutation } from '../mutations/delete-message-mutation';
import { useReadMessageMutation } from '../mutations/read-message-mutation';
import { formatAmount } from '../shared/format-amount';
import { MESSAGE_TEXTS } from './message-texts';

/** One message: its title opens it (and marks it read); delete removes it from the inbox. */
export function MessageItem({ message }: { message: MemberMessage }) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const { dateTime } = useDates();
  const errorText = useErrorText();
  const read = useReadMessageMutation();
  const remove = useDeleteMessageMutation();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const texts = MESSAGE_TEXTS[message.kind];
  const failure = read.error ?? remove.error;

  function toggle() {
    setOpen((was) => !was);
    if (!message.read && !read.isPending) read.mutate(message.id);
  }

  return (
    <li className={cx('mq-mc-message', !message.read && 'mq-mc-message--unread')}>
      <div className="mq-mc-message__head">
        <button
          type="button"
          className="mq-mc-message__title"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
        >
          {!message.read && <span className="mq-mc-message__dot">{t('mc_unread')}</span>}
          {t(texts.title)}
        </button>
        <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
        <Button
          variant="ghost"
          size="sm"
          loading={remove.isPending}
          onClick={() => remove.mutate(message.id)}
          aria-label={t('mc_delete_message', { title: t(texts.title) })}
        >
          {t('mc_delete')}
        </Button>
      </div>
      <p id={bodyId} className="mq-mc-message__body" hidden={!open}>
        {t(texts.body, {
          amount: formatAmount(message.amount, currencySymbol, locale),
          orderNo: message.orderNo,
          level: message.amount,
        })}
      </p>
      <FormError message={failure ? errorText(failure) : null} />
    </li>
  );
}
