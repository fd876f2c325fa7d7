import { type TranslationKey, useTranslation } from '@marquee/i18n';
import type { ReactNode } from 'react';

/** One figure: its label's text key and its value, formatted. */
export type Figure = readonly [TranslationKey, ReactNode];

/**
 * Figures as a description list, each label over its value in the centre's figure grid. `busy`
 * while they load, so assistive technology waits for the values.
 */
export function FiguresList({ figures, busy }: { figures: readonly Figure[]; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className="mq-ac-figures" aria-busy={busy}>
      {figures.map(([key, value]) => (
        <div key={key} className="mq-ac-figures__item">
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
