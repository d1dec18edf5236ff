import { AgentDeleteResult, AgentRescanResult, AgentRestartResult, AgentStream, AgentUssdResult, DomainError, ErrorCode } from '@simrelay/contracts';
import { encodeSubmit } from '@simrelay/gsm';
import { ensureStream, Namespace } from '@simrelay/messaging';
import { waitFor } from '@simrelay/testing';
import { LogEvent } from './log-events';
import { AgentTestBed } from './testing/agent-test-bed';

// Servers and emulated modems answer in milliseconds; this only bounds a hang.

/** Commands over NATS request/reply, as the back office sends them through RpcClient. */
describe('agent commands', () => {
  let bed: AgentTestBed;

  beforeAll(async () => {
    bed = await AgentTestBed.create(
      [
        { id: 'a', family: 'quectel' },
        { id: 'b', family: 'generic', ussd: (code) => (code === '*101#' ? 'Тариф: безлимит' : null) },
        { id: 'spare', family: 'simcom' },
      ],
    );
    await bed.startReady();
  });

  afterAll(() => bed.close());

  const send = <T>(command: string, data: object): Promise<T> => bed.rpc.request<T>(`agent.${bed.id}.cmd.${command}`, data);

  async function failure(command: string, data: object): Promise<DomainError> {
    const error = await send(command, data).catch((e: unknown) => e);
    if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
    return error;
  }

  describe('ussd', () => {
    it('answers with the decoded network text, by port or by ICCID', async () => {
      const a = bed.modem('a');
      expect(await send<AgentUssdResult>('ussd', { modem: a.path, code: '*100#' })).toEqual({
        port: a.path,
        iccid: a.sim?.iccid,
        status: 0,
        text: 'Your balance is 5.00',
      });
      const b = bed.modem('b');
      expect(await send<AgentUssdResult>('ussd', { modem: b.sim?.iccid ?? '', code: '*101#' })).toMatchObject({ port: b.path, text: 'Тариф: безлимит' });
    });

    it.each([
      [{ modem: '/dev/ttyEMU0' }, { code: 'required' }],
      [{ modem: '/dev/ttyEMU0', code: 'balance' }, { code: 'format' }],
      [{ code: '*100#' }, { modem: 'required' }],
      [{ modem: '/dev/ttyEMU0', code: '*100#', priority: 1 }, { priority: 'unknown' }],
    ])('refuses %j with the fields named', async (data, fields) => {
      const error = await failure('ussd', data);
      expect(error.code).toBe(ErrorCode.Invalid);
      expect(error.fields).toEqual(fields);
    });

    it('answers EDGE.MODEM_NOT_FOUND for a port or ICCID it does not have', async () => {
      expect((await failure('ussd', { modem: '/dev/ttyUSB9', code: '*100#' })).code).toBe(ErrorCode.ModemNotFound);
      expect((await failure('ussd', { modem: '8944000000000000000', code: '*100#' })).code).toBe(ErrorCode.ModemNotFound);
    });

    it('answers EDGE.MODEM_FAILED when the network does not support the code', async () => {
      const error = await failure('ussd', { modem: bed.modem('b').path, code: '*999#' });
      expect(error.code).toBe(ErrorCode.ModemFailed);
      expect(error.message).toMatch(/not supported/i);
    });

    it('answers EDGE.MODEM_FAILED with the CME meaning when the modem refuses', async () => {
      bed.modem('a').failNext('AT+CUSD', { cme: 30 });
      const error = await failure('ussd', { modem: bed.modem('a').path, code: '*100#' });
      expect(error.code).toBe(ErrorCode.ModemFailed);
      expect(error.message).toMatch(/CME ERROR 30 \(no network service\)/i);
    });
  });

  describe('restart', () => {
    it('reboots the modem and answers once it is identified again', async () => {
      const modem = bed.modem('spare');
      const answer = await send<AgentRestartResult>('restart', { modem: modem.path });
      expect(answer).toEqual({ port: modem.path, state: 'ready', iccid: modem.sim?.iccid });
      expect(modem.commandLog()).toContain('AT+CFUN=1,1');
      expect(bed.logged(LogEvent.modemReset, modem.path)).toHaveLength(1);
    });

    it('refuses a missing modem and an unknown one', async () => {
      const missing = await failure('restart', {});
      expect(missing.code).toBe(ErrorCode.Invalid);
      expect(missing.fields).toEqual({ modem: 'required' });
      expect((await failure('restart', { modem: '/dev/nothing' })).code).toBe(ErrorCode.ModemNotFound);
    });
  });

  describe('delete', () => {
    it('deletes the slots it is given and tells which were empty', async () => {
      const modem = bed.modem('b');
      // A stored SMS-SUBMIT (a draft) is not an incoming message: the agent leaves it alone.
      const [draft] = encodeSubmit({ to: '+447700900999', text: 'draft' });
      const index = modem.receivePdu(draft.pdu);
      await bed.waitForLog(LogEvent.smsIgnored, modem.path);
      expect(modem.storedMessages().map((m) => m.index)).toEqual([index]);

      const answer = await send<AgentDeleteResult>('delete', { modem: modem.path, indexes: [index, 29] });
      expect(answer).toEqual({ port: modem.path, deleted: [index], kept: [], empty: [29] });
      expect(modem.storedMessages()).toEqual([]);
    });

    it('keeps, even with all: true, the slots whose message is not yet acknowledged', async () => {
      const modem = bed.modem('a');
      // JetStream without the stream: core NATS (and so commands) works, publishing does not.
      await bed.jsm.streams.delete(bed.streamName);
      modem.receiveSms({ sender: '+447700900501', text: 'not delivered yet' });
      await waitFor(async () => (bed.requireAgent().publisher.stats.failures > 0 ? true : undefined), 'a failed publish');
      const [slot] = modem.storedMessages();

      const answer = await send<AgentDeleteResult>('delete', { modem: modem.path, all: true });
      expect(answer).toEqual({ port: modem.path, deleted: [], kept: [slot.index], empty: [] });
      expect(modem.storedMessages()).toHaveLength(1);

      await ensureStream(bed.jsm, new Namespace(bed.namespace), { name: AgentStream.name, subjects: [...AgentStream.subjects] });
      await waitFor(async () => (modem.storedMessages().length === 0 ? true : undefined), 'delivered and deleted');
      expect((await bed.sms()).filter((r) => r.data.text === 'not delivered yet')).toHaveLength(1);
    });

    it.each([
      [{ modem: '/dev/ttyEMU0' }, { indexes: 'required' }],
      [{ modem: '/dev/ttyEMU0', indexes: [] }, { indexes: 'required' }],
      [{ modem: '/dev/ttyEMU0', indexes: [1, 'two'] }, { indexes: 'format' }],
      [{ modem: '/dev/ttyEMU0', indexes: [-1] }, { indexes: 'format' }],
      [{ modem: '/dev/ttyEMU0', all: false }, { all: 'format' }],
      [{ modem: '/dev/ttyEMU0', indexes: [1], all: true }, { all: 'format' }],
    ])('refuses %j with the fields named', async (data, fields) => {
      const error = await failure('delete', data);
      expect(error.code).toBe(ErrorCode.Invalid);
      expect(error.fields).toEqual(fields);
    });

    it('answers EDGE.MODEM_FAILED with the CMS meaning when the modem refuses to delete', async () => {
      const modem = bed.modem('b');
      const [draft] = encodeSubmit({ to: '+447700900999', text: 'another draft' });
      const index = modem.receivePdu(draft.pdu);
      await bed.waitForLog(LogEvent.smsIgnored, modem.path, 2);
      modem.failNext('AT+CMGD', { cms: 320 });
      const error = await failure('delete', { modem: modem.path, indexes: [index] });
      expect(error.code).toBe(ErrorCode.ModemFailed);
      expect(error.message).toMatch(/CMS ERROR 320 \(memory failure\)/i);
      expect(modem.storedMessages()).toHaveLength(1);
    });
  });

  describe('rescan', () => {
    it('lists the ports, drops a vanished one and opens it again when it is back', async () => {
      const spare = bed.modem('spare');
      const all = bed.rack.modems.map((m) => m.path);
      expect(await send<AgentRescanResult>('rescan', {})).toEqual({ found: all, opened: [], closed: [] });

      spare.disconnect();
      await waitFor(async () => (bed.requireAgent().fleet.find(spare.path)?.state === 'lost' ? true : undefined), 'the spare port lost');
      expect(await send<AgentRescanResult>('rescan', {})).toEqual({ found: all.filter((p) => p !== spare.path), opened: [], closed: [spare.path] });
      expect(bed.requireAgent().fleet.find(spare.path)).toBeUndefined();

      spare.reconnect();
      expect(await send<AgentRescanResult>('rescan', { reopenLost: true })).toEqual({ found: all, opened: [spare.path], closed: [] });
      await bed.waitForModems();
    });

    it.each([
      [{ reopenLost: 'yes' }, { reopenLost: 'format' }],
      [{ ports: ['/dev/ttyUSB0'] }, { ports: 'unknown' }],
    ])('refuses %j with the fields named', async (data, fields) => {
      const error = await failure('rescan', data);
      expect(error.code).toBe(ErrorCode.Invalid);
      expect(error.fields).toEqual(fields);
    });
  });

  it('answers an unknown command with COMMON.NOT_FOUND', async () => {
    expect((await failure('reboot-everything', {})).code).toBe(ErrorCode.NotFound);
  });
});
