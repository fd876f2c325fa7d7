import { type TranslationKey, useTranslation } from '@marquee/i18n';
import type { ReactNode } from 'react';

const SYMBOLS: Record<string, { icon: string; name: TranslationKey }> = {
  CHERRY: { icon: '🍒', name: 'mcrec_sym_cherry' },
  LEMON: { icon: '🍋', name: 'mcrec_sym_lemon' },
  BELL: { icon: '🔔', name: 'mcrec_sym_bell' },
  STAR: { icon: '⭐', name: 'mcrec_sym_star' },
  SEVEN: { icon: '7️⃣', name: 'mcrec_sym_seven' },
  DIAMOND: { icon: '💎', name: 'mcrec_sym_diamond' },
};

const COLOURS: Record<string, TranslationKey> = {
  RED: 'mcrec_colour_red',
  BLACK: 'mcrec_colour_black',
  GREEN: 'mcrec_colour_green',
};

const FISH: Record<string, TranslationKey> = {
  SHRIMP: 'mcrec_fish_shrimp',
  TURTLE: 'mcrec_fish_turtle',
  SHARK: 'mcrec_fish_shark',
};

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/** "winningLine" or "winning_line" as "Winning line": a vendor's own field, readable. */
function fieldName(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mq-mc-outcome__facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SlotSymbol({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const known = SYMBOLS[symbol];
  if (!known) return <span className="mq-mc-outcome__symbol">{fieldName(symbol)}</span>;
  return (
    <span className="mq-mc-outcome__symbol">
      <span aria-hidden="true" className="mq-mc-outcome__icon">
        {known.icon}
      </span>
      {t(known.name)}
    </span>
  );
}

function Pays({ multiplier }: { multiplier: unknown }) {
  const { t } = useTranslation();
  return typeof multiplier === 'number' && multiplier > 0 ? (
    <p className="mq-mc-outcome__pays">{t('mcrec_oc_pays', { times: multiplier })}</p>
  ) : null;
}

function SlotOutcome({ outcome }: { outcome: Fields & { reels: string[] } }) {
  const { t } = useTranslation();
  const line = isText(outcome.line) ? outcome.line : null;
  const [first = ''] = outcome.reels;
  const symbolName = (symbol: string) => (SYMBOLS[symbol] ? t(SYMBOLS[symbol].name) : fieldName(symbol));
  let lineText = t('mcrec_oc_no_line');
  if (line?.endsWith('_PAIR')) lineText = t('mcrec_oc_line_pair', { symbol: symbolName(first) });
  else if (line) lineText = t('mcrec_oc_line_three', { symbol: symbolName(line) });
  return (
    <>
      <ol className="mq-row-list mq-mc-outcome__reels" aria-label={t('mcrec_oc_reels')}>
        {outcome.reels.map((symbol, index) => (
          // a reel's place is its identity: the same symbol can stop on two reels
          // biome-ignore lint/suspicious/noArrayIndexKey: reels never reorder
          <li key={index}>
            <SlotSymbol symbol={symbol} />
          </li>
        ))}
      </ol>
      <p>{line ? `${t('mcrec_oc_line')}: ${lineText}` : lineText}</p>
      <Pays multiplier={outcome.multiplier} />
    </>
  );
}

function TableOutcome({ outcome }: { outcome: Fields & { pocket: string; colour: string } }) {
  const { t } = useTranslation();
  const colour = (name: unknown) => (isText(name) && COLOURS[name] ? t(COLOURS[name]) : String(name ?? ''));
  return (
    <>
      <Facts
        rows={[
          [t('mcrec_oc_pick'), colour(outcome.choice)],
          [
            t('mcrec_oc_ball'),
            <span
              key="pocket"
              className={`mq-mc-outcome__pocket mq-mc-outcome__pocket--${outcome.colour.toLowerCase()}`}
            >
              {t('mcrec_oc_pocket', { number: outcome.pocket, colour: colour(outcome.colour) })}
            </span>,
          ],
        ]}
      />
      <Pays multiplier={outcome.multiplier} />
    </>
  );
}

function FishOutcome({ outcome }: { outcome: Fields & { choice: string; caught: boolean } }) {
  const { t } = useTranslation();
  return (
    <>
      <Facts
        rows={[
          [t('mcrec_oc_target'), FISH[outcome.choice] ? t(FISH[outcome.choice]!) : fieldName(outcome.choice)],
          [t('mcrec_oc_shot'), t(outcome.caught ? 'mcrec_oc_caught' : 'mcrec_oc_missed')],
        ]}
      />
      <Pays multiplier={outcome.multiplier} />
    </>
  );
}

/** Any other shape as readable fields, nested ones inside; never raw JSON. */
function AnyOutcome({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (Array.isArray(value)) {
    if (value.every((item) => !isFields(item) && !Array.isArray(item)))
      return <>{value.map((item) => String(item)).join(', ')}</>;
    return (
      <ul className="mq-mc-outcome__list">
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a reported list never reorders
          <li key={index}>
            <AnyOutcome value={item} />
          </li>
        ))}
      </ul>
    );
  }
  if (isFields(value))
    return (
      <Facts
        rows={Object.entries(value).map(([key, item]) => [
          fieldName(key),
          <AnyOutcome key={key} value={item} />,
        ])}
      />
    );
  if (typeof value === 'boolean') return <>{t(value ? 'mcrec_oc_yes' : 'mcrec_oc_no')}</>;
  return <>{value === null || value === undefined ? '' : String(value)}</>;
}

/**
 * A round's outcome as the player saw it: the demo games' slot reels, table ball and fishing shot
 * in their own words, and any other game's report as readable fields.
 */
export function BetOutcome({ outcome }: { outcome: unknown }) {
  if (isFields(outcome)) {
    const { game } = outcome;
    if (game === 'SLOT' && Array.isArray(outcome.reels) && outcome.reels.every(isText))
      return <SlotOutcome outcome={outcome as Fields & { reels: string[] }} />;
    if (game === 'TABLE' && isText(outcome.pocket) && isText(outcome.colour))
      return <TableOutcome outcome={outcome as Fields & { pocket: string; colour: string }} />;
    if (game === 'FISH' && isText(outcome.choice) && typeof outcome.caught === 'boolean')
      return <FishOutcome outcome={outcome as Fields & { choice: string; caught: boolean }} />;
  }
  return <AnyOutcome value={outcome} />;
}
