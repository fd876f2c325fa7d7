import type { ComponentProps } from 'react';
import { cx } from '../utils/cx';

export type VisuallyHiddenProps = ComponentProps<'span'>;

/** Text read by assistive technology but not shown on screen. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={cx('mq-visually-hidden', className)} {...rest} />;
}
