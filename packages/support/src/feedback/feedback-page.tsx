import { useTranslation } from '@marquee/i18n';
import { QueryState } from '@marquee/session';
import { useId } from 'react';
import { useFeedbackQuery } from '../queries/feedback-query';
import { SupportPage } from '../shared/support-page';
import { FeedbackEntry } from './feedback-entry';
import { FeedbackForm } from './feedback-form';

/** The feedback form and the member's past feedback with the operator's replies (members only). */
export function FeedbackPage() {
  const { t } = useTranslation();
  const query = useFeedbackQuery();
  const mineId = useId();
  return (
    <SupportPage className="mq-feedback" title={t('feedback_title')} intro={t('feedback_intro')}>
      <QueryState query={query} />
      {query.data && (
        <>
          <FeedbackForm minWords={query.data.minWords} maxWords={query.data.maxWords} />
          <section aria-labelledby={mineId} className="mq-feedback__mine">
            <h2 id={mineId}>{t('feedback_mine')}</h2>
            {query.data.items.length === 0 ? (
              <p>{t('feedback_none')}</p>
            ) : (
              <ul className="mq-feedback__list">
                {query.data.items.map((item) => (
                  <FeedbackEntry key={item.id} item={item} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </SupportPage>
  );
}
