import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BindingPortSource, DirectoryPortSource, globToRegExp, matchesAny, selectPorts } from './port-source';

describe('port selection', () => {
  it('matches globs within the last path segment', () => {
    expect(globToRegExp('/dev/ttyUSB*').test('/dev/ttyUSB10')).toBe(true);
    expect(globToRegExp('/dev/ttyUSB*').test('/dev/ttyACM0')).toBe(false);
    expect(globToRegExp('/dev/ttyUSB?').test('/dev/ttyUSB10')).toBe(false);
    expect(globToRegExp('/dev/ttyUSB[02]').test('/dev/ttyUSB2')).toBe(true);
    expect(globToRegExp('/dev/ttyUSB[!02]').test('/dev/ttyUSB2')).toBe(false);
    expect(globToRegExp('/dev/tty.usb*').test('/dev/ttyXusb1')).toBe(false);
  });

  it('takes literal paths as they are', () => {
    expect(matchesAny('/dev/ttyUSB2', ['/dev/ttyUSB2'])).toBe(true);
    expect(matchesAny('/dev/ttyUSB20', ['/dev/ttyUSB2'])).toBe(false);
  });

  it('selects in natural order without duplicates', () => {
    const candidates = ['/dev/ttyUSB10', '/dev/ttyUSB2', '/dev/ttyS0', '/dev/ttyUSB2', '/dev/ttyACM0'];
    expect(selectPorts(candidates, ['/dev/ttyUSB*', '/dev/ttyACM0'])).toEqual(['/dev/ttyACM0', '/dev/ttyUSB2', '/dev/ttyUSB10']);
  });

  it('lists the directories the patterns name, without udev', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ports-'));
    mkdirSync(join(root, 'by-id'));
    for (const name of ['ttyUSB0', 'ttyUSB1', 'ttyS0']) writeFileSync(join(root, name), '');
    writeFileSync(join(root, 'by-id', 'usb-Quectel_EC25-if02'), '');
    const patterns = [`${root}/ttyUSB*`, `${root}/by-id/*Quectel*`, `${root}/missing/tty*`];
    const found = selectPorts(await new DirectoryPortSource().list(patterns), patterns);
    expect(found).toEqual([`${root}/by-id/usb-Quectel_EC25-if02`, `${root}/ttyUSB0`, `${root}/ttyUSB1`]);
  });

  it('lists what a binding lists', async () => {
    const source = new BindingPortSource({ list: async () => [{ path: '/dev/ttyEMU0' }, { path: '/dev/ttyEMU1' }] });
    expect(await source.list()).toEqual(['/dev/ttyEMU0', '/dev/ttyEMU1']);
  });
});
