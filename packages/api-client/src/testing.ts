export {
  type ContractHandler,
  type ContractHandlersOptions,
  contractHandlers,
  fail,
  Reply,
  status,
} from './testing/contract-handlers';
