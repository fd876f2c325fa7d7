import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../button/button';
import { Modal, type ModalProps } from './modal';

type HarnessProps = Partial<Omit<ModalProps, 'open' | 'onClose'>> & { onClose?: () => void };

function Harness({ onClose, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Deposit"
        closeLabel="Close"
        {...props}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        {props.children ?? (
          <>
            <label>
              Amount <input />
            </label>
            <Button>Confirm</Button>
          </>
        )}
      </Modal>
    </>
  );
}

function WithInitialFocus() {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <Modal open onClose={() => {}} title="Deposit" closeLabel="Close" initialFocusRef={ref}>
      <input aria-label="Amount" ref={ref} />
    </Modal>
  );
}

function Stacked({ outerClose, innerClose }: { outerClose: () => void; innerClose: () => void }) {
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <Modal open onClose={outerClose} title="Outer" closeLabel="Close outer">
      <Button onClick={() => setInnerOpen(true)}>More</Button>
      <Modal open={innerOpen} onClose={innerClose} title="Inner" closeLabel="Close inner" />
    </Modal>
  );
}

/** An inner modal open inside the outer one from the start, closing itself. */
function InnerOpenFirst({ outerClose }: { outerClose: () => void }) {
  const [innerOpen, setInnerOpen] = useState(true);
  return (
    <Modal open onClose={outerClose} title="Outer" closeLabel="Close outer">
      <Modal open={innerOpen} onClose={() => setInnerOpen(false)} title="Inner" closeLabel="Close inner" />
    </Modal>
  );
}

/** A control that uses Escape for itself, as a list box closing its list does. */
function OwnEscape() {
  return (
    <input
      aria-label="Country"
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
    />
  );
}

/** Content that moves focus to its own heading when it appears, as a detail view does. */
function FocusingContent() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h3 ref={heading} tabIndex={-1}>
      Notice
    </h3>
  );
}

async function openHarness(props: HarnessProps = {}) {
  const user = userEvent.setup();
  const view = render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, ...view };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Deposit" closeLabel="Close" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title heading, rendered into document.body', async () => {
    const { container } = await openHarness();
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('uses the default 600 x 300 size', async () => {
    await openHarness();
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.getPropertyValue('--mq-modal-width')).toBe('600px');
    expect(dialog.style.getPropertyValue('--mq-modal-min-height')).toBe('300px');
  });

  it('accepts a custom size', async () => {
    await openHarness({ width: 420, height: '50vh' });
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.getPropertyValue('--mq-modal-width')).toBe('420px');
    expect(dialog.style.getPropertyValue('--mq-modal-height')).toBe('50vh');
  });

  it('focuses the first focusable element when it opens', async () => {
    await openHarness();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('focuses the dialog itself when nothing inside is focusable', async () => {
    await openHarness({ closeLabel: null, children: <p>Just text</p> });
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('focuses the initialFocusRef element when given', async () => {
    render(<WithInitialFocus />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab cycling inside the dialog', async () => {
    const { user } = await openHarness();
    const close = screen.getByRole('button', { name: 'Close' });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(amount).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('closes with the close button and returns focus to the opener', async () => {
    const onClose = vi.fn();
    const { user } = await openHarness({ onClose });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('returns focus to the opener even when its content focused something of its own on opening', async () => {
    const { user } = await openHarness({ children: <FocusingContent /> });
    expect(screen.getByRole('heading', { name: 'Notice' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    const { user } = await openHarness({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('ignores Escape when closeOnEscape is false', async () => {
    const onClose = vi.fn();
    const { user } = await openHarness({ onClose, closeOnEscape: false });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = vi.fn();
    const { user } = await openHarness({ onClose });
    await user.click(screen.getByRole('heading', { name: 'Deposit' }));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByRole('dialog').parentElement!;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores backdrop clicks when closeOnBackdrop is false', async () => {
    const onClose = vi.fn();
    const { user } = await openHarness({ onClose, closeOnBackdrop: false });
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('locks body scroll while open and restores it after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openHarness();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('renders a footer', async () => {
    await openHarness({ footer: <Button>Save</Button> });
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('closes only the innermost of two stacked modals on Escape', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    const user = userEvent.setup();
    render(<Stacked outerClose={outerClose} innerClose={innerClose} />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('button', { name: 'Close inner' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });

  it('closes on Escape when focus has left the dialog for the page', async () => {
    const onClose = vi.fn();
    const { user } = await openHarness({ onClose });
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes stacked modals opened in one render one at a time, the inner first, with focus on the page', async () => {
    const outerClose = vi.fn();
    const user = userEvent.setup();
    render(<InnerOpenFirst outerClose={outerClose} />);
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(outerClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(outerClose).toHaveBeenCalledTimes(1);
  });

  it('closes nothing beneath a top-most modal that ignores Escape', async () => {
    const outerClose = vi.fn();
    const user = userEvent.setup();
    render(
      <Modal open onClose={outerClose} title="Outer" closeLabel="Close outer">
        <Modal open onClose={() => {}} closeOnEscape={false} title="Inner" closeLabel="Close inner" />
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(outerClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
  });

  it('stays open when a control inside keeps Escape for itself', async () => {
    const onClose = vi.fn();
    const { user } = await openHarness({ onClose, children: <OwnEscape /> });
    await user.click(screen.getByRole('textbox', { name: 'Country' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
