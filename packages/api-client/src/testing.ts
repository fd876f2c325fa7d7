export { agentContractFixture } from './testing/agent-contract-fixtures';
export {
  contractHandlers,
  fail,
  failWith,
  status,
} from './testing/contract-handlers';
export { memberFixture, trialMemberFixture } from './testing/member-fixtures';
export { playExclusionFixture } from './testing/play-safe-fixtures';
export { pointItemFixture } from './testing/point-mall-fixtures';
export { rngVendorLanesFixture, vendorCardFixture } from './testing/vendor-fixtures';
export { VIP_LEVELS_FIXTURE } from './testing/vip-fixtures';
