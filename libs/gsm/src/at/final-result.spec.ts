import { cmeErrorMeaning } from './cme-errors';
import { cmsErrorMeaning } from './cms-errors';
import { parseFinalResult } from './final-result';

describe('parseFinalResult', () => {
  it.each([
    ['OK', { ok: true, result: 'OK' }],
    ['CONNECT', { ok: true, result: 'CONNECT' }],
    ['CONNECT 115200', { ok: true, result: 'CONNECT' }],
    ['ERROR', { ok: false, result: 'ERROR' }],
    ['NO CARRIER', { ok: false, result: 'NO CARRIER' }],
    ['BUSY', { ok: false, result: 'BUSY' }],
    ['NO ANSWER', { ok: false, result: 'NO ANSWER' }],
    ['NO DIALTONE', { ok: false, result: 'NO DIALTONE' }],
    ['NO DIAL TONE', { ok: false, result: 'NO DIALTONE' }],
  ])('%s', (line, expected) => {
    expect(parseFinalResult(line)).toEqual(expected);
  });

  it('reads numeric +CME ERROR with its 27.007 meaning', () => {
    expect(parseFinalResult('+CME ERROR: 10')).toEqual({ ok: false, result: 'CME ERROR', code: 10, meaning: 'SIM not inserted' });
    expect(parseFinalResult('+CME ERROR: 30')?.meaning).toBe('no network service');
  });

  it('gives verbose +CME ERROR its number back, whatever the case and punctuation', () => {
    expect(parseFinalResult('+CME ERROR: SIM not inserted')).toEqual({ ok: false, result: 'CME ERROR', code: 10, meaning: 'SIM not inserted' });
    expect(parseFinalResult('+CME ERROR: sim pin required')?.code).toBe(11);
    expect(parseFinalResult('+CME ERROR: "SIM busy"')?.code).toBe(14);
    expect(parseFinalResult('+CME ERROR: network not allowed, emergency calls only')?.code).toBe(32);
  });

  it('keeps a verbose text the table lacks as the meaning, without a code', () => {
    expect(parseFinalResult('+CME ERROR: modem on fire')).toEqual({ ok: false, result: 'CME ERROR', meaning: 'modem on fire' });
  });

  it('reads numeric and verbose +CMS ERROR with 27.005 meanings', () => {
    expect(parseFinalResult('+CMS ERROR: 500')).toEqual({ ok: false, result: 'CMS ERROR', code: 500, meaning: 'unknown error' });
    expect(parseFinalResult('+CMS ERROR: 330')?.meaning).toBe('SMSC address unknown');
    expect(parseFinalResult('+CMS ERROR: SMSC address unknown')?.code).toBe(330);
    expect(parseFinalResult('+CMS ERROR: SIM not inserted')?.code).toBe(310);
    expect(parseFinalResult('+CMS ERROR: (U)SIM busy')?.code).toBe(314);
    expect(parseFinalResult('+CMS ERROR: memory capacity exceeded')?.code).toBe(22);
    expect(parseFinalResult('+CMS ERROR: network timeout')?.code).toBe(332);
  });

  it('is null for lines that are not final results', () => {
    for (const line of ['+CSQ: 20,99', 'RING', '+CMTI: "SM",1', 'OKAY', '', '> ']) expect(parseFinalResult(line)).toBeNull();
  });
});

describe('error meanings', () => {
  it('names the general, GPRS and manufacturer CME ranges', () => {
    expect(cmeErrorMeaning(3)).toBe('operation not allowed');
    expect(cmeErrorMeaning(12)).toBe('SIM PUK required');
    expect(cmeErrorMeaning(100)).toBe('unknown');
    expect(cmeErrorMeaning(107)).toBe('GPRS services not allowed');
    expect(cmeErrorMeaning(600)).toBe('manufacturer specific error 600');
    expect(cmeErrorMeaning(99)).toBe('unknown error 99');
  });

  it('names RP causes, TP failure causes, ME errors and manufacturer CMS codes', () => {
    expect(cmsErrorMeaning(1)).toBe('unassigned (unallocated) number');
    expect(cmsErrorMeaning(42)).toBe('congestion');
    expect(cmsErrorMeaning(5)).toBe('RP cause 5');
    expect(cmsErrorMeaning(208)).toBe('(U)SIM SMS storage full');
    expect(cmsErrorMeaning(200)).toBe('TP failure cause 200');
    expect(cmsErrorMeaning(310)).toBe('(U)SIM not inserted');
    expect(cmsErrorMeaning(322)).toBe('memory full');
    expect(cmsErrorMeaning(513)).toBe('manufacturer specific error 513');
    expect(cmsErrorMeaning(400)).toBe('unknown error 400');
  });
});
