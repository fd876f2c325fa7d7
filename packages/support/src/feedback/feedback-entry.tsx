import type { FeedbackItem } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useDates } from '@marquee/session';
import { Button, Spinner } from '@marquee/ui-kit';
import { useId, useState } from 'react';
import { useScreenshotQuery } from '../queries/screenshot-query';
import { QUESTION_TYPE_KEYS } from './question-type-keys';

export interface FeedbackEntryProps {
  item: FeedbackItem;
}

/** One feedback as sent (text shown as text), its replies, and its screenshot on request. */
export function FeedbackEntry({ item }: FeedbackEntryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [showScreenshot, setShowScreenshot] = useState(false);
  const screenshot = useScreenshotQuery(item.id, showScreenshot);
  const { dateTime: when } = useDates();
  return (
    <li>
      <article className="mq-feedback__entry" aria-labelledby={headingId}>
        <h3 id={headingId}>{t('feedback_ticket', { id: item.id })}</h3>
        <p className="mq-feedback__meta">
          {t(QUESTION_TYPE_KEYS[item.questionType])} ·{' '}
          <time dateTime={item.createdAt}>{when(item.createdAt)}</time>
        </p>
        <p className="mq-feedback__content">{item.content}</p>
        {item.hasScreenshot &&
          (showScreenshot ? (
            screenshot.data ? (
              <img
                className="mq-feedback__screenshot"
                src={screenshot.data}
                alt={t('feedback_screenshot_alt', { id: item.id })}
              />
            ) : (
              <Spinner label={t('loading')} size="sm" />
            )
          ) : (
            <Button type="button" variant="secondary" size="sm" onClick={() => setShowScreenshot(true)}>
              {t('feedback_show_screenshot')}
            </Button>
          ))}
        {item.replies.length === 0 ? (
          <p className="mq-feedback__awaiting">{t('feedback_awaiting_reply')}</p>
        ) : (
          item.replies.map((reply) => (
            <div key={reply.createdAt} className="mq-feedback__reply">
              <p className="mq-feedback__reply-head">
                {t('feedback_reply')} · <time dateTime={reply.createdAt}>{when(reply.createdAt)}</time>
              </p>
              <p className="mq-feedback__content">{reply.content}</p>
            </div>
          ))
        )}
      </article>
    </li>
  );
}
