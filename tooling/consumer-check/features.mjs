/**
 * One screen of each feature package, as a project outside this repository would render it: what
 * to import, the element to render (inside the providers every feature shares, see consumer-app.mjs),
 * the element that shows it has rendered, and computed styles only the package's own CSS gives it.
 * An expected value written as `var(--token)` is what that ui-kit token resolves to on the page.
 * Every package of the layer `feature` needs its line here: the check fails for one without.
 */
export const FEATURE_SCREENS = {
  '@marquee/agent-centre': {
    imports: "import { AgentCentre, AgentCentreConfigProvider } from '@marquee/agent-centre';",
    element: `<AgentCentreConfigProvider hrefOf={(entry) => '/agent/' + entry} invitationLinkOf={(code) => '/register?affiliateCode=' + code} currencySymbol="$" merchantCode="DEMO">
      <AgentCentre entry="registerCenter" onClose={() => undefined} />
    </AgentCentreConfigProvider>`,
    // signed out, the overlay refuses: the refusal sits in the package's own section
    ready: '.mq-ac-section',
    styles: { '.mq-ac-section': { display: 'flex', rowGap: 'var(--mq-space-4)' } },
  },
  '@marquee/auth': {
    imports: "import { AuthScreen } from '@marquee/auth';",
    element: '<AuthScreen mode="login" registerPath="/register" onAuthenticated={() => undefined} />',
    ready: '.mq-auth-screen__title',
    styles: {
      '.mq-auth-screen': { display: 'flex', flexDirection: 'column', maxWidth: '460px' },
    },
  },
  '@marquee/games-lobby': {
    imports: "import { GameGrid, GamesLobbyProvider } from '@marquee/games-lobby';",
    element: `<GamesLobbyProvider paths={lobbyPaths}>
      <GameGrid games={games} onLaunch={() => undefined} label="Slots" virtualized={false} />
    </GamesLobbyProvider>`,
    ready: '.mq-game-card__launch',
    styles: {
      '.mq-game-grid__viewport--plain': { display: 'flex', flexDirection: 'column' },
      '.mq-game-grid__row': { display: 'grid', columnGap: '12px' },
      '.mq-game-card__icon': {
        backgroundColor: 'var(--mq-color-bg)',
        borderTopLeftRadius: 'var(--mq-radius-md)',
      },
      '.mq-game-card__launch': { color: 'var(--mq-color-text)', borderTopStyle: 'none' },
    },
  },
  '@marquee/lottery': {
    imports: "import { LotteryPage, LotteryProvider } from '@marquee/lottery';",
    element: `<LotteryProvider currencySymbol="$" lotteryPath="/lottery">
      <LotteryPage />
    </LotteryProvider>`,
    ready: '.mq-lottery',
    styles: { '.mq-lottery': { display: 'grid', rowGap: '24px' } },
  },
  '@marquee/member-centre': {
    imports: "import { MemberCentre, MemberCentreConfigProvider } from '@marquee/member-centre';",
    element: `<MemberCentreConfigProvider hrefOf={(page) => '/member/' + page} referralLinkOf={(code) => '/register?code=' + code} currencySymbol="$" merchantCode="DEMO">
      <MemberCentre page="wallet" onClose={() => undefined} />
    </MemberCentreConfigProvider>`,
    // the overlay's frame is ui-kit's CentreOverlay: its menu beside the page once the package's menu is in
    ready: '.mq-centre-menu__link',
    styles: { '.mq-centre__layout': { display: 'grid', columnGap: 'var(--mq-space-5)' } },
  },
  '@marquee/promotions': {
    imports: "import { PromotionsPage } from '@marquee/promotions';",
    element: "<PromotionsPage detailHref={(id) => '/promoDetail?id=' + id} />",
    ready: '.mq-promotions__title',
    styles: {
      '.mq-promotions': { display: 'flex', flexDirection: 'column', maxWidth: '1152px' },
    },
  },
  '@marquee/support': {
    imports: "import { AppDownload } from '@marquee/support';",
    element: '<AppDownload />',
    ready: '.mq-support-page__title',
    styles: {
      '.mq-download': { display: 'flex', flexDirection: 'column', maxWidth: '1152px' },
    },
  },
};
