export {
  type ContractHandler,
  type ContractHandlersOptions,
  contractHandlers,
  fail,
  failWith,
  Reply,
  status,
} from './testing/contract-handlers';
