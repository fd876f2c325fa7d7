export { AgentCentreConfigProvider } from './config/agent-centre-config';
export { AgentCentre } from './overlay/agent-centre';
export { type AgentCentreEntry, DEFAULT_ENTRY, isAgentCentreEntry } from './overlay/entries';
export { agentCentreTexts } from './texts';
