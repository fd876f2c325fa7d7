import { mockMatchMedia } from '@marquee/vitest-preset/match-media';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Marquee } from './marquee';

const notices = ['System maintenance on Sunday', 'New slot games added', 'Lottery results published'];

describe('Marquee', () => {
  it('is a labelled region whose titles are buttons that report their index', async () => {
    const onSelect = vi.fn();
    render(<Marquee items={notices} onSelect={onSelect} label="Notices" />);
    const region = screen.getByRole('region', { name: 'Notices' });
    const buttons = within(region).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(notices);
    await userEvent.click(screen.getByRole('button', { name: 'New slot games added' }));
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('hides the looping copy from assistive technology and the tab order', async () => {
    const onSelect = vi.fn();
    const { container } = render(<Marquee items={notices} onSelect={onSelect} label="Notices" />);
    const copies = container.querySelectorAll<HTMLButtonElement>('[aria-hidden="true"] button');
    expect(copies).toHaveLength(3);
    for (const copy of copies) expect(copy).toHaveAttribute('tabindex', '-1');
    await userEvent.click(copies[2]!);
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('pauses while hovered or focused', async () => {
    render(<Marquee items={notices} onSelect={() => {}} label="Notices" />);
    const region = screen.getByRole('region', { name: 'Notices' });
    expect(region).toHaveClass('mq-marquee--animated');
    expect(region).not.toHaveClass('mq-marquee--paused');
    fireEvent.pointerOver(region);
    expect(region).toHaveClass('mq-marquee--paused');
    fireEvent.pointerOut(region, { relatedTarget: document.body });
    expect(region).not.toHaveClass('mq-marquee--paused');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: notices[0] })).toHaveFocus();
    expect(region).toHaveClass('mq-marquee--paused');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(region).not.toHaveClass('mq-marquee--paused');
  });

  it('does not move and renders a single list with reduced motion', () => {
    mockMatchMedia(true);
    const { container } = render(<Marquee items={notices} onSelect={() => {}} label="Notices" />);
    expect(screen.getByRole('region', { name: 'Notices' })).toHaveClass('mq-marquee--static');
    expect(container.querySelectorAll('button')).toHaveLength(3);
  });

  it('scales the loop duration with the text, unless given', () => {
    const { rerender } = render(<Marquee items={notices} onSelect={() => {}} label="Notices" />);
    const region = screen.getByRole('region', { name: 'Notices' });
    const characters = notices.join('').length;
    expect(region.style.getPropertyValue('--mq-marquee-duration')).toBe(`${characters * 180}ms`);
    rerender(<Marquee items={notices} onSelect={() => {}} label="Notices" duration={12000} />);
    expect(region.style.getPropertyValue('--mq-marquee-duration')).toBe('12000ms');
  });

  it('renders nothing without items', () => {
    render(<Marquee items={[]} onSelect={() => {}} label="Notices" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
