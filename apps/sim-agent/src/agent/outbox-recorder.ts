import { AgentSubjects } from '@simrelay/contracts';
import type { Logger } from 'pino';
import { LogEvent } from '../log-events';
import { Modem } from '../modem/modem';
import { DiskOutbox } from '../outbox/disk-outbox';

/**
 * Keeps what a modem reports in the disk outbox: a message or call is durable there before the
 * modem goes on (a failed write leaves the SMS on the SIM), and an entry goes once its SIM slots
 * are deleted, its PDUs remembered so that a late copy is recognised even after a restart.
 */
export function recordInOutbox(modem: Pick<Modem, 'path' | 'on'>, outbox: DiskOutbox, logger: Logger): void {
  const log = logger.child({ port: modem.path });
  modem.on('sms', ({ report, slots }) =>
    outbox.add({ key: report.key, kind: 'sms', subject: AgentSubjects.sms(report.agentId), payload: report, iccid: report.iccid, slots }),
  );
  modem.on('call', ({ report }) =>
    outbox.add({ key: report.key, kind: 'call', subject: AgentSubjects.call(report.agentId), payload: report, iccid: report.iccid, slots: [] }),
  );
  modem.on('cleared', ({ entry, pduHashes }) => {
    outbox.delivered
      .remember(entry.iccid, pduHashes)
      .catch((error: unknown) => log.error({ iccid: entry.iccid, key: entry.key, err: error }, LogEvent.outboxWriteFailed));
    return outbox.remove(entry.key);
  });
}
