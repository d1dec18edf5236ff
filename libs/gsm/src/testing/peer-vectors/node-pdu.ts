import { DecodeVector } from './peer-vector';

/**
 * node-pdu (jackkum/node-pdu), tests/parsing.test.ts, tests/tests/parser/data.ts,
 * tests/appending.test.ts and tests/7bit-encoding-decoding.test.ts. The peer compares numbers
 * without their '+' (and checks the type is international); here the '+' is part of the number.
 */
const PARSING = 'node-pdu tests/parsing.test.ts';
const DATA = 'node-pdu tests/tests/parser/data.ts';
const APPENDING = 'node-pdu tests/appending.test.ts';
const SEVEN_BIT = 'node-pdu tests/7bit-encoding-decoding.test.ts';

export const NODE_PDU_PARTS = {
  hello1: '07919730071111F1400B919746121611F10000811170021222230E06080412340201C8329BFD6601',
  world1: '07919730071111F1400B919746121611F10000811170021232230F06080412340202A0FB5BCE268700',
  hi2: '07919730071111F1400B919746121611F10000811170021222230B06080412350201C8340B',
  world2: '07919730071111F1400B919746121611F10000811170021232230F06080412350202A0FB5BCE268700',
  whats3: '07919730071111F1400B919746121611F10000811170021222230E060804123403015774987E9A03',
  up3: '07919730071111F1400B919746121611F10000811170021232230C06080412340302A03A9C05',
  man3: '07919730071111F1400B919746121611F10000811170021242230D06080412340303A076D8FD03',
  hakuna: '07919730071111F1400B919746121611F10000100161916223230D0500032E020190E175DD1D06',
  matata: '07919730071111F1400B919746121611F10000100161916233230E0500032E020240ED303D4C0F03',
};

export const NODE_PDU_DECODE: DecodeVector[] = [
  {
    source: `${PARSING} 'Simple Deliver message'`,
    pdu: '07919730071111F1000B919746121611F10000811170021222230DC8329BFD6681EE6F399B1C02',
    expected: { type: 'deliver', smsc: '+79037011111', sender: '+79642161111', timestamp: '2018-11-07T20:21:22+08:00', text: 'Hello, world!' },
  },
  {
    source: `${PARSING} 'Negative SCTS Time Zone offset'`,
    pdu: '07919730071111F1000B919746121611F100008111700212222B0DC8329BFD6681EE6F399B1C02',
    expected: { type: 'deliver', timestamp: '2018-11-07T20:21:22-08:00' },
  },
  {
    source: `${PARSING} 'International phone number'`,
    pdu: '001100039199F90000FF1A4937BD2C7787E9E9B73BCC06C1D16F7719E4AEB7C56539',
    expected: { recipient: '+999', recipientType: 'international', text: 'International phone number' },
  },
  {
    source: `${DATA} 'International phone number #1'`,
    pdu: '000100039199F9000005C8329BFD06',
    expected: { recipient: '+999', recipientType: 'international', text: 'Hello' },
  },
  {
    source: `${PARSING} 'Non-International phone number'`,
    pdu: '000100038199F9000005C8329BFD06',
    expected: { type: 'submit', recipient: '999', text: 'Hello' },
  },
  {
    source: `${PARSING} 'Alphanumeric OA'`,
    pdu: '07911326060032F0000DD0D432DBFC96D30100001121313121114012D7327BFC6E9741F437885A669BDF723A',
    expected: {
      type: 'deliver',
      sender: 'Telfort',
      smsc: '+31626000230',
      timestamp: '2011-12-13T13:12:11+01:00',
      text: 'Welcome to Telfort',
    },
  },
  {
    source: `${PARSING} 'Flash SMS'`,
    pdu: '07919730071111F1000B919746121611F10010811170021222231054747A0E4ACF416190991D9EA343',
    expected: { type: 'deliver', sender: '+79642161111', dcs: 0x10, text: 'This is a flash!' },
  },
  {
    source: `${PARSING} 'Extended 7 bit symbols ("[abcdef]")'`,
    pdu: '07919730071111F1000B919746121611F10000811170021222230A1B5E583C2697CD1B1F',
    expected: { text: '[abcdef]' },
  },
  {
    source: `${PARSING} 'Extended 7 bit symbols ("{test}")'`,
    pdu: '07919730071111F1000B919746121611F1000081117002122223081B14BD3CA76F52',
    expected: { text: '{test}' },
  },
  {
    source: `${PARSING} 'UCS2 encoded'`,
    pdu: '07919730071111F1000B919746121611F100088111800212222318041F04400438043204350442002C0020043C043804400021',
    expected: { type: 'deliver', text: '\u041f\u0440\u0438\u0432\u0435\u0442, \u043c\u0438\u0440!' },
  },
  {
    source: `${PARSING} 'Test small letters at input'`,
    pdu: '07919730071111f1400b919746121611f100008111701222822310050a03000410846f3619f476b3f3',
    expected: { type: 'deliver', text: 'Bold only' },
  },
  {
    source: `${PARSING} 'EMS formatted text' #1`,
    pdu: '07919730071111F1400B919746121611F100008111701222322342140A030004100A030606200A030E09400A031C0D80C2379BCC0225E961767ACC0255DDE4B29C9D76974161371934A5CBD3EB321D2D7FD7CF6817',
    expected: { text: 'Bold, Italic, Underline and Strikethrough.' },
  },
  {
    source: `${PARSING} 'EMS formatted text' #2`,
    pdu: '07919730071111F1400B919746121611F100008111701222822310050A03000410846F3619F476B3F3',
    expected: { text: 'Bold only' },
  },
  {
    source: `${PARSING} 'Concatenated messages with 8bit ref.' #1`,
    pdu: NODE_PDU_PARTS.hakuna,
    expected: { concat: { ref: 0x2e, total: 2, seq: 1 }, text: 'Hakuna' },
  },
  {
    source: `${PARSING} 'Concatenated messages with 8bit ref.' #2`,
    pdu: NODE_PDU_PARTS.matata,
    expected: { concat: { ref: 0x2e, total: 2, seq: 2 }, text: ' matata' },
  },
  {
    source: `${PARSING} 'Concatenated messages with 16bit ref.' #1`,
    pdu: NODE_PDU_PARTS.hello1,
    expected: { concat: { ref: 0x1234, total: 2, seq: 1 }, text: 'Hello,' },
  },
  {
    source: `${PARSING} 'Concatenated messages with 16bit ref.' #2`,
    pdu: NODE_PDU_PARTS.world1,
    expected: { concat: { ref: 0x1234, total: 2, seq: 2 }, text: ' world!' },
  },
  {
    source: `${PARSING} 'Concatenated messages with 16bit ref.' #3`,
    pdu: NODE_PDU_PARTS.hi2,
    expected: { concat: { ref: 0x1235, total: 2, seq: 1 }, text: 'Hi,' },
  },
  {
    source: `${PARSING} 'Concatenated messages with 16bit ref.' #4`,
    pdu: NODE_PDU_PARTS.world2,
    expected: { concat: { ref: 0x1235, total: 2, seq: 2 }, text: ' world!' },
  },
  {
    source: `${PARSING} 'Concatenated messages with 16bit ref.' #5`,
    pdu: NODE_PDU_PARTS.whats3,
    expected: { concat: { ref: 0x1234, total: 3, seq: 1 }, text: "What's" },
  },
  {
    source: `${PARSING} 'Concatenated messages with 16bit ref.' #6`,
    pdu: NODE_PDU_PARTS.up3,
    expected: { concat: { ref: 0x1234, total: 3, seq: 2 }, text: ' up,' },
  },
  {
    source: `${PARSING} 'Concatenated messages with 16bit ref.' #7`,
    pdu: NODE_PDU_PARTS.man3,
    expected: { concat: { ref: 0x1234, total: 3, seq: 3 }, text: ' man?' },
  },
];

/**
 * appending.test.ts joins parts with `data.append()`. Complete sets must come back whole, a set
 * missing parts comes back (after the timeout) as the joined parts the peer expects, and parts of
 * different messages, or of messages with the same reference but another part count, never join.
 */
export const NODE_PDU_APPEND = {
  complete: [
    { source: `${APPENDING} 'Simple concatenated message'`, parts: [NODE_PDU_PARTS.hello1, NODE_PDU_PARTS.world1], text: 'Hello, world!' },
    {
      source: `${APPENDING} 'Concatenated message with reversed part order'`,
      parts: [NODE_PDU_PARTS.world2, NODE_PDU_PARTS.hi2],
      text: 'Hi, world!',
    },
    { source: `${APPENDING} 'Concat message with 8bit ref.'`, parts: [NODE_PDU_PARTS.hakuna, NODE_PDU_PARTS.matata], text: 'Hakuna matata' },
  ],
  partial: [
    { source: `${APPENDING} 'Concatenated message unsorted parts (1 & 2)'`, parts: [NODE_PDU_PARTS.whats3, NODE_PDU_PARTS.up3], text: "What's up,", missing: [3] },
    { source: `${APPENDING} 'Concatenated message unsorted parts (2 & 3)'`, parts: [NODE_PDU_PARTS.up3, NODE_PDU_PARTS.man3], text: ' up, man?', missing: [1] },
    { source: `${APPENDING} 'Concatenated message unsorted parts (1 & 3)'`, parts: [NODE_PDU_PARTS.whats3, NODE_PDU_PARTS.man3], text: "What's man?", missing: [2] },
    { source: `${APPENDING} 'Duplicated parts of a concatenated message'`, parts: [NODE_PDU_PARTS.hello1, NODE_PDU_PARTS.hello1], text: 'Hello,', missing: [2] },
  ],
  apart: [
    { source: `${APPENDING} 'Parts of different messages'`, parts: [NODE_PDU_PARTS.hello1, NODE_PDU_PARTS.world2] },
    { source: `${APPENDING} 'Parts with a collided identifiers'`, parts: [NODE_PDU_PARTS.hello1, NODE_PDU_PARTS.up3] },
  ],
};

/** Text and its packed septets as hex; `septets` when the text ends in '@' (the peer's codeLen). */
interface SevenBitVector {
  name: string;
  text: string;
  hex: string;
  septets?: number;
  alignBits?: number;
}

const SEVEN_BIT_VECTORS: SevenBitVector[] = [
  { name: 'Lowercase letters', text: 'abcdefghijklmnopqrstuvwxyz', hex: '61F1985C369FD169F59ADD76BFE171F99C5EB7DFF1793D' },
  { name: 'Uppercase letters', text: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', hex: '41E19058341E9149E592D9743EA151E9945AB55EB1592D' },
  { name: 'Digits', text: '0123456789', hex: 'B0986C46ABD96EB81C' },
  { name: '1 symbol', text: 'a', hex: '61' },
  { name: '2 symbols', text: 'ab', hex: '6131' },
  { name: '3 symbols', text: 'abc', hex: '61F118' },
  { name: '4 symbols', text: 'abcd', hex: '61F1980C' },
  { name: '5 symbols', text: 'abcde', hex: '61F1985C06' },
  { name: '6 symbols', text: 'abcdef', hex: '61F1985C3603' },
  { name: '7 symbols', text: 'abcdefg', hex: '61F1985C369F01' },
  { name: '8 symbols', text: 'abcdefgh', hex: '61F1985C369FD1' },
  { name: '9 symbols', text: 'abcdefghi', hex: '61F1985C369FD169' },
  { name: '"@" loss', text: 'abcdefg@', hex: '61F1985C369F01', septets: 8 },
  { name: 'Final "}" decoding error', text: '{test}', hex: '1B14BD3CA76F52' },
  { name: 'Text with alignment', text: 'abc', hex: '088BC7', alignBits: 3 },
];

export const NODE_PDU_SEVEN_BIT = SEVEN_BIT_VECTORS.map((vector) => ({ source: `${SEVEN_BIT} '${vector.name}'`, ...vector }));
