import type { PromotionType } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState, usePlayBreak } from '@marquee/session';
import { ChipButtons, EmptyState } from '@marquee/ui-kit';
import { useId, useState } from 'react';
import { PlayBreakNotice } from '../play-break/play-break-notice';
import { usePromotionsQuery } from '../queries/promotions-query';
import { PromotionCard } from './promotion-card';
import { TYPE_KEYS } from './status-keys';

export interface PromotionsPageProps {
  /** a promotion's page (/promoDetail?id=…) */
  detailHref: (id: number) => string;
}

type Tab = PromotionType | 'ALL';

/**
 * /promotions: the promotions by type (the types the platform has), each a card leading to its page;
 * to a member on a time-out or self-exclusion, no offers but the notice of the break.
 */
export function PromotionsPage({ detailHref }: PromotionsPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = usePromotionsQuery();
  const playBreak = usePlayBreak();
  const [tab, setTab] = useState<Tab>('ALL');
  const tabs: Tab[] = ['ALL', ...(query.data?.types ?? [])];
  const shown = (query.data?.promotions ?? []).filter((promotion) => tab === 'ALL' || promotion.type === tab);
  return (
    <section className="mq-page-column mq-promotions" aria-labelledby={titleId}>
      <h1 id={titleId} className="mq-promotions__title">
        {t('promo_title')}
      </h1>
      <p className="mq-promotions__intro">{t('promo_intro')}</p>
      {playBreak.exclusion && <PlayBreakNotice exclusion={playBreak.exclusion} />}
      {playBreak.known && !playBreak.exclusion && <QueryState query={query} />}
      {query.data && playBreak.known && !playBreak.exclusion && (
        <>
          <fieldset className="mq-promotions__tabs">
            <legend className="mq-visually-hidden">{t('promo_tabs_label')}</legend>
            <ChipButtons
              items={tabs}
              textOf={(item) => (item === 'ALL' ? t('promo_tab_all') : t(TYPE_KEYS[item]))}
              pressed={(item) => item === tab}
              onPick={setTab}
              className="mq-promotions__tab"
            />
          </fieldset>
          {shown.length === 0 ? (
            <EmptyState title={t('promo_empty')} />
          ) : (
            <ul className="mq-promotions__list">
              {shown.map((promotion) => (
                <PromotionCard key={promotion.id} promotion={promotion} href={detailHref(promotion.id)} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
