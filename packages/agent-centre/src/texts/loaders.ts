import { textFileLoaders } from '@marquee/i18n';
import type en from './en.json';

/** Each language's file, a chunk of its own (see agentCentreTexts). */
export default textFileLoaders<keyof typeof en>((file) => import(`./${file}.json`));
