/**
 * Every line the agent logs, one per event. Operators grep for these and the README
 * explains each: change a text only together with the README's table.
 */
export const LogEvent = {
  // agent
  agentStarted: 'agent started',
  agentFailed: 'agent failed to start',
  agentStopping: 'agent stopping',
  agentStopped: 'agent stopped',
  // NATS
  natsConnected: 'nats connected',
  natsConnectFailed: 'nats connect failed; retrying',
  natsDisconnected: 'nats disconnected',
  natsReconnected: 'nats reconnected',
  natsError: 'nats error',
  streamEnsured: 'stream ensured',
  streamNotPermitted: 'stream not ensured: no permission (created centrally)',
  streamFailed: 'stream not ensured',
  // ports
  portScan: 'port scan',
  portOpened: 'port opened',
  portOpenFailed: 'port open failed; retrying',
  portLost: 'port lost',
  portReopened: 'port reopened',
  portClosed: 'port closed',
  portDropped: 'port dropped from scan',
  // modem
  modemInitFailed: 'modem init failed',
  modemIdentified: 'modem identified',
  modemNoSim: 'modem has no SIM',
  simChanged: 'SIM changed',
  ownNumberUnknown: 'own number unknown',
  commandTimedOut: 'command timed out',
  modemUnresponsive: 'modem unresponsive; resetting',
  modemRebooting: 'modem rebooting (AT+CFUN=1,1)',
  modemReset: 'modem reset',
  modemResetFailed: 'modem reset failed',
  modemCheckFailed: 'modem check failed',
  optionalCommandRefused: 'optional command refused',
  unexpectedLine: 'unexpected line from modem',
  lateAnswerDropped: 'late answer dropped',
  atSent: 'at >',
  atReceived: 'at <',
  unexpectedError: 'unexpected error',
  urcMalformed: 'unsolicited line not understood',
  // SMS
  smsSweep: 'storage sweep',
  smsStored: 'sms stored',
  smsPartial: 'sms partial: parts missing after timeout',
  smsUndecodable: 'sms undecodable; kept on SIM',
  smsIgnored: 'stored message is not an incoming SMS; kept on SIM',
  smsReadFailed: 'sms read failed',
  smsDuplicatePart: 'sms duplicate part',
  smsPublished: 'sms published',
  smsDeleted: 'sms deleted',
  smsDeleteSkipped: 'sms slot changed; not deleted',
  smsDeleteFailed: 'sms delete failed; will retry',
  storageFull: 'SIM storage full',
  // calls
  callReported: 'call reported',
  callHungUp: 'call hung up',
  callHangUpFailed: 'call hang-up failed',
  callPublished: 'call published',
  // outbox and publishing
  outboxLoaded: 'outbox loaded',
  outboxEntryUnreadable: 'outbox entry unreadable; moved aside',
  outboxWriteFailed: 'outbox write failed',
  publishRetry: 'publish failed; will retry',
  // reports and commands
  statusPublished: 'status published',
  statusNotPublished: 'status not published',
  commandReceived: 'command received',
  commandFailed: 'command failed',
  ussdAnswered: 'ussd answered',
} as const;

export type LogEventText = (typeof LogEvent)[keyof typeof LogEvent];
