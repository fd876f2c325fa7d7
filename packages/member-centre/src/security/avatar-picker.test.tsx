import { api, memberKeys, securityApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brandAvatars, member } from '../test/fixtures';
import { failWith, on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { AvatarPicker } from './avatar-picker';

const server = setupMswServer();

function serve(iconUrl: string | null) {
  server.use(
    on(securityApi.avatars, () => brandAvatars),
    on(api.member.icon, () => ({ iconUrl })),
  );
}

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

describe('AvatarPicker', () => {
  it("offers the brand's avatars as radios named by their pictures, the saved one checked", async () => {
    serve('/avatars/owl.svg');
    renderWithProviders(<AvatarPicker />);
    const group = await screen.findByRole('group', { name: 'Your avatar' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'fox',
      'owl',
      'tiger',
    ]);
    expect(screen.getByRole('radio', { name: 'Owl' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Tiger' })).toHaveAttribute('src', '/avatars/tiger.svg');
  });

  it('is chosen with the keyboard and saved, the shared member icon written before the platform answers', async () => {
    serve('/avatars/owl.svg');
    const user = userEvent.setup();
    let answer: (() => void) | null = null;
    const sent: unknown[] = [];
    server.use(
      on(securityApi.chooseAvatar, async (input) => {
        sent.push(input);
        await new Promise<void>((resolve) => (answer = resolve));
        return { iconUrl: '/avatars/tiger.svg' };
      }),
    );
    const { queryClient } = renderWithProviders(<AvatarPicker />);
    const owl = await screen.findByRole('radio', { name: 'Owl' });
    owl.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Tiger' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save avatar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual([{ avatarId: 'tiger' }]));
    expect(queryClient.getQueryData(memberKeys.icon())).toEqual({ iconUrl: '/avatars/tiger.svg' });
    answer!();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it("says why the platform refused and puts the header's avatar back", async () => {
    serve('/avatars/fox.svg');
    const user = userEvent.setup();
    server.use(on(securityApi.chooseAvatar, () => failWith('UNKNOWN_AVATAR')));
    const { queryClient } = renderWithProviders(<AvatarPicker />);
    await user.click(await screen.findByRole('radio', { name: 'Owl' }));
    await user.click(screen.getByRole('button', { name: 'Save avatar' }));
    expect(await screen.findByText('This avatar is not available')).toBeInTheDocument();
    expect(queryClient.getQueryData(memberKeys.icon())).toEqual({ iconUrl: '/avatars/fox.svg' });
    // the choice stays, to try again
    expect(screen.getByRole('radio', { name: 'Owl' })).toBeChecked();
  });

  it('asks for a choice before sending anything', async () => {
    serve(null);
    const user = userEvent.setup();
    const sent = recordRequests(securityApi.chooseAvatar, () => ({ iconUrl: null }));
    renderWithProviders(<AvatarPicker />);
    await user.click(await screen.findByRole('button', { name: 'Save avatar' }));
    expect(await screen.findByText('Please choose an avatar')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(sent).toEqual([]);
  });
});
