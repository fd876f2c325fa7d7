import { useTranslation } from '@marquee/i18n';
import { menuLinkState } from '@marquee/session';
import { Link, useLocation } from 'react-router';
import { useAgentCentreConfig } from '../config/agent-centre-config';
import { useContractsQuery } from '../queries/contracts-query';
import { type AgentCentreEntry, entryTitleKey, menuEntries } from './entries';

/**
 * The agent centre's menu: a link to each entry's address (a contract's only while its feature is on), keeping the history state the shell
 * opened it with. Beside an entry, moving between entries replaces the history entry, so Back
 * closes the centre; from the list alone (a phone on the menu's address), an entry is a step
 * forward that Back and the back arrow return from.
 */
export function AgentCentreMenu({ current }: { current: AgentCentreEntry | undefined }) {
  const { t } = useTranslation();
  const { hrefOf } = useAgentCentreConfig();
  const { state } = useLocation();
  const list = current === undefined;
  const contracts = useContractsQuery();
  return (
    <nav className="mq-centre-menu" aria-label={t('ac_menu')}>
      <ul>
        {menuEntries(contracts.data).map((entry) => (
          <li key={entry}>
            <Link
              to={hrefOf(entry)}
              replace={!list}
              state={menuLinkState(state, list)}
              className="mq-centre-menu__link"
              aria-current={entry === current ? 'page' : undefined}
            >
              {t(entryTitleKey(entry))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
