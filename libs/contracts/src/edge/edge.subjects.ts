/**
 * Subjects of one edge agent (without namespace). Reports go to JetStream stream `AGENT`;
 * commands are core NATS request/reply in the RpcClient packet format.
 */
export const AgentSubjects = {
  sms: (agentId: string): string => `agent.${agentId}.sms`,
  call: (agentId: string): string => `agent.${agentId}.call`,
  status: (agentId: string): string => `agent.${agentId}.status`,
  /** Every command of one agent: `agent.<id>.cmd.*`. */
  commands: (agentId: string): string => `agent.${agentId}.cmd.*`,
  command: (agentId: string, command: AgentCommandName): string => `agent.${agentId}.cmd.${command}`,
  /** Reply inboxes of the agent's own requests (JetStream acks): inside its own subjects. */
  inboxPrefix: (agentId: string): string => `agent.${agentId}.inbox`,
  /** What an agent's NATS credentials allow: its own subjects only. */
  own: (agentId: string): string => `agent.${agentId}.>`,
} as const;

export const AGENT_COMMAND_NAMES = ['ussd', 'restart', 'delete', 'rescan'] as const;
export type AgentCommandName = (typeof AGENT_COMMAND_NAMES)[number];

/** The JetStream stream every agent's reports land in; consumers filter by subject. */
export const AgentStream = {
  name: 'AGENT',
  subjects: ['agent.*.sms', 'agent.*.call', 'agent.*.status'],
  allSms: 'agent.*.sms',
  allCalls: 'agent.*.call',
  allStatus: 'agent.*.status',
} as const;

/** An agent id is one subject token. */
export const AGENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
