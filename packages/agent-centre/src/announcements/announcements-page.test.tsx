import { type AgentAnnouncementsQuery, agentCentreApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agent, announcementsAnswer } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { AnnouncementsPage } from './announcements-page';

const server = setupMswServer();

beforeEach(() => useSessionStore.getState().startSession('agent-token', agent));

describe('AnnouncementsPage', () => {
  it('lists seven titles a page and shows the chosen one’s sanitised content under its title', async () => {
    const asked: AgentAnnouncementsQuery[] = [];
    server.use(
      on(agentCentreApi.announcements, (query) => {
        asked.push(query);
        return announcementsAnswer(Number(query.page ?? 1));
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<AnnouncementsPage />);
    const first = await screen.findByRole('button', { name: /Notice 8/ });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(asked[0]).toMatchObject({ language: 'EN' });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('every five minutes')).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Announcement pages' })).getByRole('button', {
        name: 'Page 2',
      }),
    );
    expect(await screen.findByRole('button', { name: /Notice 1/ })).toBeInTheDocument();
    expect(Number(asked.at(-1)?.page)).toBe(2);
  });
});
