export {
  contractHandlers,
  fail,
  failWith,
  status,
} from './testing/contract-handlers';
