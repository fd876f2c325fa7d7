import { mockMatchMedia } from '@marquee/vitest-preset/match-media';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CentreOverlay } from './centre-overlay';

function renderOverlay(page: string | undefined, handlers = { onClose: vi.fn(), onBack: vi.fn() }) {
  const view = render(
    <CentreOverlay
      title="Agent centre"
      pageTitle={page ?? 'Agent centre'}
      page={page}
      labels={{ close: 'Close', back: 'Back' }}
      menu={<nav aria-label="Centre menu" />}
      {...handlers}
    >
      {page && <p>Content of {page}</p>}
    </CentreOverlay>,
  );
  return { ...view, ...handlers };
}

describe('CentreOverlay', () => {
  it('on a wide screen is a dialog with its menu beside the page and a close button', async () => {
    mockMatchMedia(false);
    const { onClose } = renderOverlay('Overview');
    const dialog = screen.getByRole('dialog', { name: 'Agent centre' });
    expect(within(dialog).getByRole('navigation', { name: 'Centre menu' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Overview' })).toHaveTextContent('Content of Overview');
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('on a phone shows one page under a back arrow, and the menu alone on its own address', async () => {
    mockMatchMedia(true);
    const { onBack, rerender } = renderOverlay('Overview');
    const dialog = screen.getByRole('dialog', { name: 'Agent centre' });
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
    rerender(
      <CentreOverlay
        title="Agent centre"
        pageTitle="Agent centre"
        page={undefined}
        labels={{ close: 'Close', back: 'Back' }}
        menu={<nav aria-label="Centre menu" />}
        onClose={() => {}}
        onBack={() => {}}
      />,
    );
    expect(within(dialog).getByRole('navigation', { name: 'Centre menu' })).toBeInTheDocument();
  });

  it("focuses the new page's heading when a phone moves to another page", () => {
    mockMatchMedia(true);
    const { rerender } = renderOverlay('Overview');
    rerender(
      <CentreOverlay
        title="Agent centre"
        pageTitle="Records"
        page="Records"
        labels={{ close: 'Close', back: 'Back' }}
        menu={null}
        onClose={() => {}}
        onBack={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Records' })).toHaveFocus();
  });
});
