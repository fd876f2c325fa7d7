import type { Deps } from '../http/app-env';
import type { Clock } from './clock';

/** What the account routes get: the app's deps plus the (offsettable) clock. */
export interface AccountDeps extends Deps {
  clock: Clock;
}
