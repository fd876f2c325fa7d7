export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/button';
export { IconButton, type IconButtonProps } from './button/icon-button';
export { Carousel, type CarouselProps } from './carousel/carousel';
export { Clock, type ClockProps } from './clock/clock';
export { DATE_TIME_FORMAT, formatDateTime } from './clock/format-date-time';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { EmptyState, type EmptyStateProps, type HeadingLevel } from './empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './error-state/error-state';
export { useFirstPaintDone } from './hooks/use-first-paint-done';
export { useInterval } from './hooks/use-interval';
export { usePrefersReducedMotion } from './hooks/use-prefers-reduced-motion';
export {
  LazyImage,
  type LazyImageProps,
  type LazyImageSize,
  MAX_IMAGE_ATTEMPTS,
} from './lazy-image/lazy-image';
export { LoadingCover, type LoadingCoverProps } from './loading-cover/loading-cover';
export { Marquee, type MarqueeProps } from './marquee/marquee';
export { Modal, type ModalProps } from './modal/modal';
export { type FormatMoneyOptions, formatMoney } from './money/format-money';
export { minorToMajor } from './money/minor-to-major';
export { Money, type MoneyProps } from './money/money';
export { Pagination, type PaginationProps } from './pagination/pagination';
export { type PaginationItem, paginationItems } from './pagination/pagination-items';
export { SafeHtml, type SafeHtmlProps } from './safe-html/safe-html';
export { sanitizeHtml } from './safe-html/sanitize-html';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner/spinner';
export { Toast, type ToastProps, type ToastTone } from './toast/toast';
export type { ShowToastOptions, ToastApi } from './toast/toast-context';
export { ToastProvider, type ToastProviderProps } from './toast/toast-provider';
export { type ToastItem, ToastViewport, type ToastViewportProps } from './toast/toast-viewport';
export { useToasts } from './toast/use-toasts';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/visually-hidden';
