import { once } from 'node:events';
import { mkdtemp, readlink, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmulatedModem } from './emulated-modem';
import { PythonMissingError, serveOnPty, type ServedPty } from './pty-transport';
import { serveOnTcp, type ServedTcp } from './tcp-transport';
import { AtPort } from './testing/at-port';

describe('serveOnPty', () => {
  let modem: EmulatedModem;
  let served: ServedPty;
  let dir: string;
  const ports: AtPort[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'modem-pty-'));
    modem = new EmulatedModem({ id: 'pty-1', family: 'simcom', rebootMs: 1 });
    served = await serveOnPty(modem, { link: join(dir, 'modem') });
  });

  afterEach(async () => {
    for (const port of ports.splice(0)) await port.close();
  });

  afterAll(async () => {
    await served.close();
    modem.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  const open = async (path = served.path): Promise<AtPort> => {
    const port = await AtPort.open(path);
    ports.push(port);
    return port;
  };

  it('gives a /dev/pts path that a real serialport opens and talks AT on', async () => {
    expect(served.path).toMatch(/^\/dev\/pts\/\d+$/u);
    expect(modem.endpoints()).toEqual([served.path]);
    const port = await open();
    expect(await port.ok('AT+CCID')).toEqual([modem.sim?.iccid]);
    expect(port.raw).toBe(`AT+CCID\r\r\n${modem.sim?.iccid}\r\n\r\nOK\r\n`);
  });

  it('carries URCs and long answers', async () => {
    const port = await open();
    await port.ok('ATE0;+CNMI=2,1,0,2,0');
    const text = 'z'.repeat(1500);
    const indexes = modem.receiveSms({ sender: 'Bulk', text });
    for (const index of indexes) await port.waitForLine(`+CMTI: "SM",${index}`);
    const listed = await port.ok('AT+CMGL=4');
    expect(listed).toHaveLength(indexes.length * 2);
    await port.ok('AT+CMGD=1,4');
  });

  it('sees the host close and reopen the port, which ends a hang', async () => {
    const port = await open();
    await port.ok('AT');
    modem.hang();
    const closed = once(modem, 'port-close');
    await port.close();
    await closed;
    const reopened = once(modem, 'port-open');
    const again = await open();
    await reopened;
    expect(modem.hung).toBe(false);
    expect(await again.ok('AT')).toEqual([]);
  });

  it('closes the pty on disconnect (the host gets a disconnect) and opens a new one on reconnect', async () => {
    const port = await open(join(dir, 'modem'));
    await port.ok('AT');
    const closed = port.closed();
    modem.disconnect();
    expect(await closed).toMatchObject({ disconnected: true });
    const reconnected = once(modem, 'ready');
    modem.reconnect();
    await reconnected;
    // The bridge for the new pty starts asynchronously: wait for the endpoint to appear.
    while (modem.endpoints().length === 0) await once(modem, 'endpoint');
    expect(await readlink(join(dir, 'modem'))).toBe(served.path);
    const again = await open(join(dir, 'modem'));
    expect(await again.ok('AT')).toEqual([]);
  });

  it('says clearly when python3 is missing', async () => {
    const other = new EmulatedModem({ id: 'pty-2' });
    await expect(serveOnPty(other, { python: 'python3-that-does-not-exist' })).rejects.toThrow(PythonMissingError);
    await expect(serveOnPty(other, { python: 'python3-that-does-not-exist' })).rejects.toThrow(/serveOnTcp/u);
  });
});

describe('serveOnTcp', () => {
  let modem: EmulatedModem;
  let served: ServedTcp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    modem = new EmulatedModem({ id: 'tcp-1', family: 'huawei' });
    served = await serveOnTcp(modem, 0);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
  });

  afterAll(async () => {
    await served.close();
    modem.dispose();
  });

  /** A client that collects what the modem sends. */
  async function client(): Promise<{ socket: Socket; received: () => string; until: (text: string) => Promise<void> }> {
    const socket = connect(served.port, '127.0.0.1');
    sockets.push(socket);
    await once(socket, 'connect');
    let text = '';
    socket.on('data', (data: Buffer) => (text += data.toString()));
    const until = async (wanted: string): Promise<void> => {
      while (!text.includes(wanted)) await once(socket, 'data');
    };
    return { socket, received: () => text, until };
  }

  /** Hangs up the host and waits until the server has let go of it, so the next test can connect. */
  async function release(socket: Socket): Promise<void> {
    const released = once(modem, 'port-close');
    socket.destroy();
    await released;
  }

  it('serves AT on a raw TCP port, like ser2net', async () => {
    expect(served.url).toBe(`tcp://127.0.0.1:${served.port}`);
    expect(modem.endpoints()).toEqual([served.url]);
    const host = await client();
    host.socket.write('AT^ICCID?\r');
    await host.until('OK\r\n');
    expect(host.received()).toMatch(/^AT\^ICCID\?\r\r\n\^ICCID: 98[0-9F]{18}\r\n\r\nOK\r\n$/u);
    await release(host.socket);
  });

  it('has one host at a time, and drops it on disconnect', async () => {
    const host = await client();
    host.socket.write('AT\r');
    await host.until('OK\r\n');
    const second = await client();
    await second.until('Port already in use');
    const dropped = once(host.socket, 'close');
    modem.disconnect();
    await dropped;
    const refused = await client();
    await once(refused.socket, 'close');
    modem.reconnect();
    const back = await client();
    back.socket.write('AT\r');
    await back.until('OK\r\n');
    await release(back.socket);
  });
});
