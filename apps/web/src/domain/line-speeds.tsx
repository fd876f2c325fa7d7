import { useTranslation } from '@marquee/i18n';
import { useLineSpeedsQuery } from './line-speeds-query';

/**
 * The brand's lines with the speed measured to each, and a link to the fastest one when it is not
 * the line in use (the same page, on the other domain).
 */
export function LineSpeeds() {
  const { t } = useTranslation();
  const lines = useLineSpeedsQuery();
  const current = window.location.host;
  if (lines.isPending) return <p className="app-lines__status">{t('measuring_lines')}</p>;
  if (lines.isError || lines.data.length === 0) return null;
  const fastest = lines.data[0];
  const { pathname, search, protocol } = window.location;
  return (
    <section className="app-lines" aria-labelledby="app-lines-title">
      <h2 id="app-lines-title" className="app-lines__title">
        {t('lines_title')}
      </h2>
      <ul className="app-lines__list">
        {lines.data.map((line) => (
          <li key={line.domain}>
            <span className="app-lines__domain">{line.domain}</span>{' '}
            <span className="app-lines__speed">
              {line.ms === null ? t('line_unreachable') : t('line_ms', { ms: line.ms })}
            </span>
            {line.domain === current && <span className="app-lines__current"> ({t('line_current')})</span>}
          </li>
        ))}
      </ul>
      {fastest && fastest.ms !== null && fastest.domain !== current && (
        <a className="app-lines__switch" href={`${protocol}//${fastest.domain}${pathname}${search}`}>
          {t('switch_fastest_line', { domain: fastest.domain })}
        </a>
      )}
    </section>
  );
}
