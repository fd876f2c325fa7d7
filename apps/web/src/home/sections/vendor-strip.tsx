/** Home's chunk of games-lobby's vendor strip. */
export { VendorStripSection } from '@marquee/games-lobby';
