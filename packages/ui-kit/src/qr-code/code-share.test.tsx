import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeShare } from './code-share';
import { INVITATION } from './code-share.fixture';

const { link, labels } = INVITATION;

describe('CodeShare', () => {
  it('shows the code, its link and a QR code of the link, and copies either', async () => {
    const user = userEvent.setup();
    render(<CodeShare code="AGENT001" link={link} labels={labels} />);
    expect(screen.getByRole('region', { name: 'My invitation code' })).toHaveTextContent('AGENT001');
    expect(screen.getByLabelText('My invitation link')).toHaveValue(link);
    expect(screen.getByRole('img', { name: 'QR code of my invitation link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
    await expect(navigator.clipboard.readText()).resolves.toBe(link);
  });

  it('selects the link for a copy by hand when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    render(<CodeShare code="AGENT001" link={link} labels={labels} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy.');
    const input = screen.getByLabelText<HTMLInputElement>('My invitation link');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, link.length]);
  });
});
