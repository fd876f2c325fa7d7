import { api, type VendorLanesResponse } from '@marquee/api-client';
import { rngVendorLanesFixture, vendorCardFixture } from '@marquee/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '../store/session-store';
import { member } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { useMemberIconQuery } from './member-icon-query';
import { useUnreadCountQuery } from './unread-count-query';
import { useVendorLanesQuery } from './vendor-lanes-query';

const server = setupMswServer();

function lanesNamed(name: string): VendorLanesResponse {
  return rngVendorLanesFixture([vendorCardFixture({ name, smallIcon: '/pg.png' })]);
}

function VendorNames({ label }: { label: string }) {
  const lanes = useVendorLanesQuery('M1');
  return (
    <output aria-label={label}>
      {lanes.data?.flatMap((lane) => lane.cards.map((card) => card.name)).join()}
    </output>
  );
}

function UnreadCount({ label }: { label: string }) {
  const unread = useUnreadCountQuery();
  return <output aria-label={label}>{unread.data ?? '…'}</output>;
}

function IconUrl({ label }: { label: string }) {
  const icon = useMemberIconQuery();
  return <output aria-label={label}>{icon.isPending ? '…' : (icon.data?.iconUrl ?? 'none')}</output>;
}

describe('the shared resource queries', () => {
  it('paint the vendor lanes a reload in the same tab saved, then keep them fresh for five minutes', async () => {
    let calls = 0;
    server.use(
      on(api.games.vendors, () => {
        calls += 1;
        return lanesNamed('PG Soft');
      }),
    );
    const first = renderWithProviders(<VendorNames label="first" />);
    await waitFor(() => expect(screen.getByLabelText('first')).toHaveTextContent('PG Soft'));
    first.unmount();
    server.use(on(api.games.vendors, () => lanesNamed('changed')));
    // a new page load (a fresh cache) reads the saved lanes and does not ask again while they are fresh
    renderWithProviders(<VendorNames label="second" />);
    expect(screen.getByLabelText('second')).toHaveTextContent('PG Soft');
    expect(calls).toBe(1);
  });

  it('give every feature that reads a resource one cache entry and one request', async () => {
    useSessionStore.getState().startSession('tok-1', member);
    let calls = 0;
    server.use(
      on(api.member.unreadMessages, () => {
        calls += 1;
        return { count: 3 };
      }),
    );
    renderWithProviders(
      <>
        <UnreadCount label="header" />
        <UnreadCount label="member centre" />
      </>,
    );
    await waitFor(() => expect(screen.getByLabelText('header')).toHaveTextContent('3'));
    expect(screen.getByLabelText('member centre')).toHaveTextContent('3');
    expect(calls).toBe(1);
  });

  it("ask the member's chosen avatar once for the header and the picker, and never for a visitor", async () => {
    let calls = 0;
    server.use(
      on(api.member.icon, () => {
        calls += 1;
        return { iconUrl: '/avatars/owl.svg' };
      }),
    );
    const visitor = renderWithProviders(<IconUrl label="visitor" />);
    expect(screen.getByLabelText('visitor')).toHaveTextContent('…');
    visitor.unmount();
    expect(calls).toBe(0);
    useSessionStore.getState().startSession('tok-1', member);
    renderWithProviders(
      <>
        <IconUrl label="header" />
        <IconUrl label="picker" />
      </>,
    );
    await waitFor(() => expect(screen.getByLabelText('header')).toHaveTextContent('/avatars/owl.svg'));
    expect(screen.getByLabelText('picker')).toHaveTextContent('/avatars/owl.svg');
    expect(calls).toBe(1);
  });
});
