import type { FeatureTextLoaders } from '@marquee/i18n';
import type en from './en.json';

/** Each language's file, a chunk of its own (see memberCentreTexts). */
const loaders: FeatureTextLoaders<keyof typeof en> = {
  CN: () => import('./cn.json'),
  EN: () => import('./en.json'),
  ID: () => import('./id.json'),
  TH: () => import('./th.json'),
  TY: () => import('./ty.json'),
  VI: () => import('./vi.json'),
};

export default loaders;
