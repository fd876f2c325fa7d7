import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../utils/cx';
import type { ButtonSize, ButtonVariant } from './button';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'aria-label'> {
  /** Accessible name; the icon itself is decorative. */
  label: string;
  /** The icon (mark it aria-hidden or use an SVG with aria-hidden). */
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cx('mq-icon-button', `mq-button--${variant}`, `mq-icon-button--${size}`, className)}
      {...rest}
    >
      {children}
    </button>
  );
}
