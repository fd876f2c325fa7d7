import type { PromotionType } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState } from '@marquee/session';
import { ChipButtons, EmptyState } from '@marquee/ui-kit';
import { useId, useState } from 'react';
import { usePromotionsQuery } from '../queries/promotions-query';
import { PromotionCard } from './promotion-card';
import { TYPE_KEYS } from './status-keys';

export interface PromotionsPageProps {
  /** a promotion's page (/promoDetail?id=…) */
  detailHref: (id: number) => string;
}

type Tab = PromotionType | 'ALL';

/** /promotions: the promotions by type (the types the platform has), each a card leading to its page. */
export function PromotionsPage({ detailHref }: PromotionsPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = usePromotionsQuery();
  const [tab, setTab] = useState<Tab>('ALL');
  const tabs: Tab[] = ['ALL', ...(query.data?.types ?? [])];
  const shown = (query.data?.promotions ?? []).filter((promotion) => tab === 'ALL' || promotion.type === tab);
  return (
    <section className="mq-promotions" aria-labelledby={titleId}>
      <h1 id={titleId} className="mq-promotions__title">
        {t('promo_title')}
      </h1>
      <p className="mq-promotions__intro">{t('promo_intro')}</p>
      <QueryState query={query} />
      {query.data && (
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
