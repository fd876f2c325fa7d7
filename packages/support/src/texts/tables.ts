import type { TextTables } from '@marquee/i18n/testing';
import cn from './cn.json';
import en from './en.json';
import id from './id.json';
import th from './th.json';
import ty from './ty.json';
import vi from './vi.json';

/**
 * Every language's file imported statically, for tests and Storybook (`@marquee/support/testing`):
 * the app loads them on demand. The `satisfies` makes a key missing from a file a type error.
 */
export const supportTextTables = {
  CN: cn,
  EN: en,
  ID: id,
  TH: th,
  TY: ty,
  VI: vi,
} as const satisfies TextTables<keyof typeof en>;
