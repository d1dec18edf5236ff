import { decodePdu, type SmsDeliver } from '@simrelay/gsm';
import { startControlServer, type ControlServer } from './control-server';
import { EmulatedModem } from './emulated-modem';
import { EmulatedRack } from './emulated-rack';
import { OPERATORS, simFor } from './operators';
import { AtPort } from './testing/at-port';

describe('the control server', () => {
  const uk = simFor(OPERATORS[0], 'control-uk');
  let rack: EmulatedRack;
  let control: ControlServer;
  let port: AtPort;

  beforeAll(async () => {
    rack = new EmulatedRack([
      new EmulatedModem({ id: 'uk', family: 'quectel', sim: uk, ringIntervalMs: 5 }),
      new EmulatedModem({ id: 'de', family: 'sierra', sim: simFor(OPERATORS[1], 'control-de') }),
    ]);
    control = await startControlServer(rack, { port: 0 });
    port = await AtPort.open('/dev/ttyEMU0', rack.binding);
    await port.ok('ATE0;+CMEE=1;+CNMI=2,1,0,2,0;+CLIP=1');
  });

  afterAll(async () => {
    await port.close();
    await control.close();
    rack.close();
  });

  /** A JSON answer: an object, or the list of GET /modems. */
  type Answer = Record<string, unknown> & Array<Record<string, unknown>>;
  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Answer }> => {
    const response = await fetch(`${control.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer };
  };

  it('listens on localhost', () => {
    expect(control.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/u);
  });

  it('lists the modems', async () => {
    const { status, body } = await call('GET', '/modems');
    expect(status).toBe(200);
    expect(body).toEqual([
      expect.objectContaining({ id: 'uk', path: '/dev/ttyEMU0', family: 'quectel', number: uk.number, iccid: uk.iccid, connected: true, hung: false, stored: 0 }),
      expect.objectContaining({ id: 'de', path: '/dev/ttyEMU1', family: 'sierra', operator: 'Telekom.de' }),
    ]);
  });

  it('delivers an SMS to the modem with the number, which the host sees as +CMTI', async () => {
    const { status, body } = await call('POST', '/sms', { to: uk.number, from: 'Telegram', text: 'Telegram code 12345' });
    expect(status).toBe(200);
    expect(body).toEqual({ modem: 'uk', indexes: [0], waitingInNetwork: 0 });
    expect(await port.waitForLine(/^\+CMTI:/u)).toBe('+CMTI: "SM",0');
    const [, pdu] = await port.ok('AT+CMGR=0');
    expect(decodePdu(pdu)).toMatchObject({ sender: 'Telegram', text: 'Telegram code 12345' } satisfies Partial<SmsDeliver>);
    const details = await call('GET', '/modems/uk');
    expect(details.body).toMatchObject({ stored: 1, messages: [{ index: 0, status: 1, pdu }] });
    expect(details.body.commands).toContain('AT+CMGR=0');
  });

  it('delivers by modem id, with encoding and part order', async () => {
    const { body } = await call('POST', '/sms', { modem: 'de', from: '+4915112345678', text: 'ü'.repeat(100), encoding: 'ucs2', order: [2, 1], duplicate: [1] });
    expect(body).toEqual({ modem: 'de', indexes: [1, 2, 3], waitingInNetwork: 0 });
  });

  it('rings the modem with the caller', async () => {
    const { body } = await call('POST', '/call', { to: uk.number, caller: '+15551234567', rings: 1 });
    expect(body).toEqual({ modem: 'uk', ringing: true });
    await port.waitForLine('RING');
    expect(await port.waitForLine(/^\+CLIP:/u)).toBe('+CLIP: "+15551234567",145,"",0,"",0');
  });

  it('sets USSD answers', async () => {
    expect((await call('POST', '/ussd-answer', { modem: 'uk', code: '*135#', text: 'Your number is unknown' })).status).toBe(200);
    await port.ok('AT+CUSD=1,"*135#",15');
    expect(await port.waitForLine(/^\+CUSD:/u)).toBe('+CUSD: 0,"Your number is unknown",15');
    await call('POST', '/ussd-answer', { modem: 'uk', code: '*135#', text: null });
    await port.ok('AT+CUSD=1,"*135#",15');
    expect(await port.waitForLine(/^\+CUSD:/u)).toBe('+CUSD: 4');
  });

  it('makes commands fail', async () => {
    expect((await call('POST', '/fail', { modem: 'uk', command: 'AT+CSQ', cme: 13, times: 2 })).body).toEqual({ modem: 'uk', command: 'AT+CSQ', times: 2 });
    expect((await port.command('AT+CSQ')).final).toBe('+CME ERROR: 13');
    expect((await port.command('AT+CSQ')).final).toBe('+CME ERROR: 13');
    await call('POST', '/fail', { modem: '/dev/ttyEMU0', command: 'AT+CMGL', cms: 500 });
    expect((await port.command('AT+CMGL=4')).final).toBe('+CMS ERROR: 500');
    await call('POST', '/fail', { modem: 'uk', command: 'AT', plain: true });
    expect((await port.command('AT')).final).toBe('ERROR');
  });

  it('hangs, resumes, disconnects and reconnects a modem', async () => {
    expect((await call('POST', '/hang', { modem: 'de' })).body).toMatchObject({ id: 'de', hung: true });
    expect((await call('POST', '/resume', { modem: 'de' })).body).toMatchObject({ id: 'de', hung: false });
    expect((await call('POST', '/disconnect', { modem: 'de' })).body).toMatchObject({ id: 'de', connected: false });
    expect((await call('POST', '/sms', { modem: 'de', from: 'Bank', text: 'later' })).body).toMatchObject({ indexes: [], waitingInNetwork: 1 });
    expect((await call('POST', '/reconnect', { modem: 'de' })).body).toMatchObject({ id: 'de', connected: true, waitingInNetwork: 0 });
  });

  it.each([
    ['/sms', { from: 'X', text: 'hi' }, 400, 'give to (a number) or modem (an id)'],
    ['/sms', { to: '+447700900123', modem: 'uk', from: 'X', text: 'hi' }, 400, 'give either to or modem, not both'],
    ['/sms', { to: 'not a number', from: 'X', text: 'hi' }, 400, 'to "not a number" is not valid'],
    ['/sms', { to: '+447700900999', from: 'X', text: 'hi' }, 404, 'no modem has the number +447700900999'],
    ['/sms', { modem: 'nope', from: 'X', text: 'hi' }, 404, 'no modem nope'],
    ['/sms', { modem: 'uk', text: 'hi' }, 400, 'from is required'],
    ['/sms', { modem: 'uk', from: 'X', text: 5 }, 400, 'text must be a string'],
    ['/sms', { modem: 'uk', from: 'X', text: 'hi', encoding: 'utf8' }, 400, 'encoding must be one of auto, gsm7, ucs2, 8bit'],
    ['/sms', { modem: 'uk', from: 'X', text: 'hi', order: [2] }, 400, 'part 2 does not exist: the message has 1 part(s)'],
    ['/sms', { modem: 'uk', from: 'A very long sender name', text: 'hi' }, 400, 'from is longer than 20 characters'],
    ['/call', { modem: 'uk', caller: '+1', rings: 0 }, 400, 'rings must be an integer 1-50'],
    ['/ussd-answer', { modem: 'uk', code: 'balance', text: 'x' }, 400, 'code "balance" is not valid'],
    ['/ussd-answer', { to: uk.number, code: '*100#', text: 'x' }, 400, 'modem is required'],
    ['/fail', { modem: 'uk', command: 'AT+CSQ' }, 400, 'give exactly one of cme, cms or plain'],
    ['/fail', { modem: 'uk', command: 'AT+CSQ', cme: 10, cms: 310 }, 400, 'give exactly one of cme, cms or plain'],
    ['/hang', {}, 400, 'modem is required'],
    ['/hang', [], 400, 'the body must be a JSON object'],
    ['/nothing', {}, 404, 'no route /nothing'],
  ])('refuses POST %s %j with %d', async (path, body, status, error) => {
    expect(await call('POST', path, body)).toEqual({ status, body: { error } });
  });

  it('refuses broken JSON, wrong methods and unknown modems', async () => {
    expect(await call('POST', '/sms', '{"to":')).toEqual({ status: 400, body: { error: 'the body is not valid JSON' } });
    expect((await call('GET', '/sms')).status).toBe(405);
    expect((await call('POST', '/modems')).status).toBe(405);
    expect(await call('GET', '/modems/zz')).toEqual({ status: 404, body: { error: 'no modem zz' } });
  });

  it('reports a sender the codec cannot carry as bad input', async () => {
    const { status, body } = await call('POST', '/sms', { modem: 'uk', from: 'Twelve chars', text: 'hi' });
    expect(status).toBe(400);
    expect(body.error).toEqual(expect.any(String));
  });
});
