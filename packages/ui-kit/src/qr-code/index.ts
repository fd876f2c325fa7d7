// A subpath of its own (`@marquee/ui-kit/qr-code`): the QR encoder stays out of every page that
// imports the kit's index, and a caller can load it lazily.
export { CodeShare } from './code-share';
export { QrCode } from './qr-code';
