import { useTranslation } from '@marquee/i18n';
import { QueryState, useErrorText, usePageLabels, useUnreadCountQuery } from '@marquee/session';
import { Button, FormError, Pagination } from '@marquee/ui-kit';
import { useEffect, useState } from 'react';
import { useReadAllMessagesMutation } from '../mutations/read-all-messages-mutation';
import { useMessagesQuery } from '../queries/messages-query';
import { useVipLabelSync } from '../vip/use-vip-label-sync';
import { MessageItem } from './message-item';

/** Platform information: the inbox, newest first, paged. */
export function MessagesPage() {
  const { t } = useTranslation();
  const pageLabels = usePageLabels();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const messages = useMessagesQuery(page);
  const unread = useUnreadCountQuery();
  const readAll = useReadAllMessagesMutation();
  // a level-up message tells of a level the header may not show yet
  useVipLabelSync(
    messages.data?.content.reduce(
      (highest, message) => (message.kind === 'VIP_LEVEL_UP' ? Math.max(highest, message.amount) : highest),
      1,
    ),
  );
  const emptyPage = messages.data?.content.length === 0 && page > 1;
  // deleting the last message of the last page leaves it empty: show the page before
  useEffect(() => {
    if (emptyPage) setPage((current) => current - 1);
  }, [emptyPage]);
  if (!messages.data) return <QueryState query={messages} headingLevel="h3" />;
  const { content, totalPages } = messages.data;
  return (
    <div className="mq-mc-section">
      <div className="mq-mc-toolbar">
        <Button
          variant="secondary"
          size="sm"
          disabled={!unread.data}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {t('mc_mark_all_read')}
        </Button>
      </div>
      <FormError message={readAll.error ? errorText(readAll.error) : null} />
      {content.length === 0 ? (
        <p>{t('mc_no_messages')}</p>
      ) : (
        <ul className="mq-mc-messages" aria-label={t('mc_inbox')}>
          {content.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <Pagination page={page} pageCount={totalPages} onPageChange={setPage} {...pageLabels} />
      )}
    </div>
  );
}
