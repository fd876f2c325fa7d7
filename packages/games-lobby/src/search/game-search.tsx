import type { Game } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Dialog, usePageLabels, useRequireLogin, useSessionToken } from '@marquee/session';
import { Button, EmptyState, Pagination } from '@marquee/ui-kit';
import { type ReactNode, useId, useState } from 'react';
import { SearchInput } from '../category/search-input';
import { HOT_GAME_CATEGORY_ORDER } from '../config/constants';
import { HomeGameGrid } from '../home/home-game-grid';
import { SectionState } from '../home/section-state';
import { useLaunchGame } from '../launch/use-launch-game';
import { categoryLabelKey } from '../nav/category-routes';
import { useFavouriteListQuery } from '../queries/favourite-list-query';
import { useHotGamesQuery } from '../queries/hot-games-query';
import { useRecentGamesQuery } from '../queries/recent-games-query';
import { EveryCategorySearch } from './every-category-search';

export type GameSearchTab = 'categories' | 'recent' | 'favourites' | 'hot';

export interface GameSearchProps {
  open: boolean;
  onClose: () => void;
  initialTab?: GameSearchTab;
  /** the player left a game this dialog opened in its own window (see LaunchGameOptions) */
  onLeave?: () => void;
}

const TABS: GameSearchTab[] = ['categories', 'recent', 'favourites', 'hot'];

/** Game search: by name in every category at once, recent and favourite games (members), hot games. */
export function GameSearch({ open, onClose, initialTab = 'categories', onLeave }: GameSearchProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<GameSearchTab>(initialTab);
  const id = useId();
  const { launch, dialogs } = useLaunchGame({ onLeave });
  const launchAndClose = (game: Game) => launch(game);
  return (
    <>
      <Dialog open={open} onClose={onClose} title={t('game_search')} width={960} minHeight={480}>
        <div role="tablist" aria-label={t('game_search')} className="mq-tabs">
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${id}-${name}`}
              aria-selected={tab === name}
              aria-controls={`${id}-panel`}
              tabIndex={tab === name ? 0 : -1}
              className="mq-tab"
              onClick={() => setTab(name)}
              onKeyDown={(event) => {
                const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                if (!step) return;
                const next = TABS[(TABS.indexOf(name) + step + TABS.length) % TABS.length] ?? name;
                setTab(next);
                document.getElementById(`${id}-${next}`)?.focus();
              }}
            >
              {t(`tab_${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="mq-tabs__panel">
          {tab === 'categories' && <CategorySearch onLaunch={launchAndClose} onNavigate={onClose} />}
          {tab === 'recent' && <RecentGames onLaunch={launchAndClose} />}
          {tab === 'favourites' && <FavouriteGames onLaunch={launchAndClose} />}
          {tab === 'hot' && <HotGames onLaunch={launchAndClose} />}
        </div>
      </Dialog>
      {open && dialogs}
    </>
  );
}

interface TabProps {
  onLaunch: (game: Game) => void;
}

function Results({
  games,
  label,
  onLaunch,
  empty,
  pending,
  error,
  onRetry,
  children,
}: TabProps & {
  games: readonly Game[];
  label: string;
  empty: string;
  pending: boolean;
  error: boolean;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <SectionState
      pending={pending}
      error={error}
      onRetry={onRetry}
      empty={games.length === 0}
      emptyText={empty}
    >
      <HomeGameGrid games={games} onLaunch={onLaunch} label={label} eagerFirstRow />
      {children}
    </SectionState>
  );
}

function CategorySearch({ onLaunch, onNavigate }: TabProps & { onNavigate: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  return (
    <div className="mq-search-tab">
      <SearchInput onSearch={setName} />
      {name === '' ? (
        <p className="mq-search-tab__hint">{t('search_hint')}</p>
      ) : (
        <EveryCategorySearch name={name} onLaunch={onLaunch} onNavigate={onNavigate} />
      )}
    </div>
  );
}

function MembersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const requireLogin = useRequireLogin();
  if (token) return <>{children}</>;
  return (
    <EmptyState
      title={t('not_logged_in')}
      headingLevel="h3"
      action={<Button onClick={() => requireLogin()}>{t('login')}</Button>}
    />
  );
}

function RecentGames({ onLaunch }: TabProps) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const recent = useRecentGamesQuery({}, { enabled: Boolean(token) });
  return (
    <MembersOnly>
      <Results
        games={recent.data?.list ?? []}
        label={t('tab_recent')}
        empty={t('no_recent_games')}
        pending={recent.isPending}
        error={recent.isError}
        onRetry={() => void recent.refetch()}
        onLaunch={onLaunch}
      />
    </MembersOnly>
  );
}

function FavouriteGames({ onLaunch }: TabProps) {
  const { t } = useTranslation();
  const pageLabels = usePageLabels();
  const [page, setPage] = useState(1);
  const token = useSessionToken();
  const list = useFavouriteListQuery(page, { enabled: Boolean(token) });
  const totalPages = list.data?.totalPages ?? 0;
  return (
    <MembersOnly>
      <Results
        games={list.data?.content ?? []}
        label={t('tab_favourites')}
        empty={t('no_favourite_games')}
        pending={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        onLaunch={onLaunch}
      >
        {totalPages > 1 && (
          <Pagination page={page} pageCount={totalPages} onPageChange={setPage} {...pageLabels} />
        )}
      </Results>
    </MembersOnly>
  );
}

function HotGames({ onLaunch }: TabProps) {
  const { t } = useTranslation();
  const hot = useHotGamesQuery();
  const games = hot.data ?? [];
  const groups = HOT_GAME_CATEGORY_ORDER.map((category) => ({
    category,
    games: games.filter((game) => game.gameType === category),
  })).filter((group) => group.games.length > 0);
  if (hot.isPending || hot.isError || games.length === 0) {
    return (
      <Results
        games={[]}
        label={t('tab_hot')}
        empty={t('no_games')}
        pending={hot.isPending}
        error={hot.isError}
        onRetry={() => void hot.refetch()}
        onLaunch={onLaunch}
      />
    );
  }
  return (
    <div className="mq-hot-groups">
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`hot-${group.category}`}>
          <h3 id={`hot-${group.category}`}>{t(categoryLabelKey(group.category))}</h3>
          <Results
            games={group.games}
            label={t(categoryLabelKey(group.category))}
            empty={t('no_games')}
            pending={false}
            error={false}
            onRetry={() => undefined}
            onLaunch={onLaunch}
          />
        </section>
      ))}
    </div>
  );
}
