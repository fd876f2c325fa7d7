import { api } from '@marquee/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { helpCentreFixture } from '../test/fixtures';
import { on, status } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { HelpCentre } from './help-centre';

const server = setupMswServer();

/** As the shell routes it: the article's slug from the address. */
function RoutedCentre() {
  const { slug } = useParams();
  return <HelpCentre articleHref={(article) => `/help/${article}`} homeHref="/help" slug={slug} />;
}

function renderCentre(route = '/help') {
  return renderWithProviders(<RoutedCentre />, { route, path: '/help/:slug?' });
}

describe('HelpCentre', () => {
  it('lists the categories with their articles, asking for the current language', async () => {
    const languages: string[] = [];
    server.use(
      on(api.system.helpCenter, ({ language }) => {
        languages.push(language);
        return helpCentreFixture(language === 'VI' ? 'VI' : 'EN');
      }),
    );
    renderCentre();
    const payments = await screen.findByRole('region', { name: 'Deposits and withdrawals' });
    expect(within(payments).getByRole('link', { name: 'How to make a deposit' })).toHaveAttribute(
      'href',
      '/help/deposit',
    );
    expect(within(payments).getByRole('link', { name: 'How to withdraw your winnings' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About us' })).toBeInTheDocument();
    expect(languages).toEqual(['EN']);
  });

  it('shows an article at its address through the sanitiser, and opens another from the list', async () => {
    server.use(
      on(api.system.helpCenter, ({ language }) => helpCentreFixture(language === 'VI' ? 'VI' : 'EN')),
    );
    renderCentre('/help/withdraw');
    const title = await screen.findByRole('heading', { name: 'How to withdraw your winnings', level: 2 });
    expect(title).toHaveFocus();
    expect(screen.getByText('Enter your withdrawal password.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
    const list = screen.getByRole('navigation', { name: 'Help topics' });
    expect(within(list).getByRole('link', { name: 'How to withdraw your winnings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('searches titles and text as the player types, and says when nothing matches', async () => {
    server.use(
      on(api.system.helpCenter, ({ language }) => helpCentreFixture(language === 'VI' ? 'VI' : 'EN')),
    );
    const user = userEvent.setup();
    renderCentre();
    const search = await screen.findByRole('searchbox', { name: 'Search the help centre' });
    await screen.findByRole('region', { name: 'About us' });
    await user.type(search, 'e-wallets');
    expect(await screen.findByText('Articles found: 1')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'How to make a deposit' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '<script>');
    expect(await screen.findByText(/No article matches these words/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Results for “<script>”' })).toBeInTheDocument();
  });

  it('reads and searches the articles in another language the brand wrote them in', async () => {
    server.use(
      on(api.system.helpCenter, ({ language }) => helpCentreFixture(language === 'VI' ? 'VI' : 'EN')),
    );
    const user = userEvent.setup();
    renderCentre();
    const select = await screen.findByRole('combobox', { name: 'Articles in' });
    expect(select).toHaveValue('EN');
    await user.selectOptions(select, 'Tiếng Việt');
    const payments = await screen.findByRole('region', { name: 'Nạp và rút tiền' });
    expect(payments.closest('[lang]')).toHaveAttribute('lang', 'vi');
    await user.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'rut tien');
    expect(await screen.findByRole('link', { name: 'Cách rút tiền thắng' })).toHaveAttribute(
      'href',
      '/help/withdraw',
    );
  });

  it('says when the address names no article', async () => {
    server.use(
      on(api.system.helpCenter, ({ language }) => helpCentreFixture(language === 'VI' ? 'VI' : 'EN')),
    );
    renderCentre('/help/nothing-here');
    expect(await screen.findByRole('alert')).toHaveTextContent('This article does not exist');
    expect(screen.getByRole('link', { name: 'All help topics' })).toHaveAttribute('href', '/help');
  });

  it('offers a retry when the articles cannot be loaded', async () => {
    server.use(on(api.system.helpCenter, () => status(500)));
    renderCentre();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('links the feedback and affiliate pages under the articles when the shell gives them', async () => {
    server.use(on(api.system.helpCenter, () => helpCentreFixture()));
    renderWithProviders(
      <HelpCentre
        articleHref={(article) => `/help/${article}`}
        homeHref="/help"
        moreHref={{ feedback: '/feedback', join: '/join' }}
      />,
    );
    const more = await screen.findByRole('navigation', { name: 'Still need help?' });
    expect(within(more).getByRole('link', { name: 'Send us feedback' })).toHaveAttribute('href', '/feedback');
    expect(within(more).getByRole('link', { name: 'Become an agent' })).toHaveAttribute('href', '/join');
  });
});
