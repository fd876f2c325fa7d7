import { textFileLoaders } from '../../feature-texts';
import type en from './en.json';

/** Each language's file, a chunk of its own (see errorTexts). */
export default textFileLoaders<keyof typeof en>((file) => import(`./${file}.json`));
