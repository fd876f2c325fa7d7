import { type ComponentProps, type MouseEvent, useEffect, useRef } from 'react';
import { cx } from '../utils/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner, sets aria-busy and disables the button until the action settles; a button
   * pressed with the focus on it has the focus back then (the browser drops the focus of a button
   * it disables to the document, where a keyboard player would start again from the top).
   */
  loading?: boolean;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  className,
  children,
  ref,
  onClick,
  ...rest
}: ButtonProps) {
  const own = useRef<HTMLButtonElement | null>(null);
  const pressedWithFocus = useRef(false);

  useEffect(() => {
    if (loading) return;
    const active = document.activeElement;
    if (pressedWithFocus.current && (active === null || active === document.body)) own.current?.focus();
    pressedWithFocus.current = false;
  }, [loading]);

  const setRef = (node: HTMLButtonElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    pressedWithFocus.current = document.activeElement === event.currentTarget;
    onClick?.(event);
  };

  return (
    <button
      ref={setRef}
      type={type}
      onClick={handleClick}
      className={cx(
        'mq-button',
        `mq-button--${variant}`,
        `mq-button--${size}`,
        fullWidth && 'mq-button--full',
        loading && 'mq-button--loading',
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="mq-button__spinner" aria-hidden="true" />}
      <span className="mq-button__label">{children}</span>
    </button>
  );
}
