import { DecodeVector, RejectVector } from './peer-vector';

/** python-gsmmodem (faucamp/python-gsmmodem), test/test_pdu.py. */
const FILE = 'python-gsmmodem test/test_pdu.py';

export const PYTHON_GSMMODEM_DECODE: DecodeVector[] = [
  {
    source: `${FILE} TestSmsPdu.test_decode #1`,
    pdu: '06917228195339040B917228214365F700003130805120618005D4F29C2E03',
    expected: { type: 'deliver', smsc: '+2782913593', sender: '+27821234567', pid: 0, timestamp: '2013-03-08T15:02:16+02:00', text: 'Test2' },
  },
  {
    source: `${FILE} TestSmsPdu.test_decode #2`,
    pdu: '07915892000000F0040B915892214365F700007040213252242331493A283D0795C3F33C88FE06C9CB6132885EC6D341EDF27C1E3E97E7207B3A0C0A5241E377BB1D7693E72E',
    expected: {
      type: 'deliver',
      smsc: '+85290000000',
      sender: '+85291234567',
      timestamp: '2007-04-12T23:25:42+08:00',
      text: 'It is easy to read text messages via AT commands.',
    },
  },
  {
    source: `${FILE} TestSmsPdu.test_decode #3`,
    pdu: '06917228195339040B917228214365F70000313062315352800A800D8A5E98D337A910',
    expected: { type: 'deliver', sender: '+27821234567', text: '@{tést}!' },
  },
  {
    source: `${FILE} TestSmsPdu.test_decode #4 (relative validity period)`,
    pdu: '07911326040000F0310D0B911326880736F40000A90FF7FBDD454E87CDE1B0DB357EB701',
    expected: { type: 'submit', smsc: '+31624000000', recipient: '+31628870634', text: 'www.diafaan.com' },
  },
  {
    source: `${FILE} TestSmsPdu.test_decode #5`,
    pdu: '0006D60B911326880736F4111011719551401110117195714000',
    expected: { type: 'status-report', recipient: '+31628870634', reference: 214 },
  },
  {
    source: `${FILE} TestSmsPdu.test_decode #6 (concatenation IE C3 01 01)`,
    pdu: '0591721891F1400781721881F800003160526104848059050003C30101916536FB1DCABEEB2074D85E064941B19CAB060319A5C522289C96D3D3ED32286C0FA7D96131BBEC024941B19CAB0603DDD36C36A88C87A7E565D0DB0D82C55EB0DB4B068BCD5C20',
    expected: {
      type: 'deliver',
      sender: '2781188',
      smsc: '+2781191',
      text: 'Hello!You have R 19.50 FREE airtime available. R 19.50 will expire on 01/07/2013. ',
      concat: { ref: 0xc3, total: 1, seq: 1 },
    },
  },
  {
    source: `${FILE} TestSmsPdu.test_decode #7 (valid UCS-2 PDU)`,
    pdu: '07914346466554F601000B914316565811F9000806304253F68449',
    expected: { type: 'submit', recipient: '+34616585119', smsc: '+34646456456', text: 'あ叶葉' },
  },
  {
    source: `${FILE} TestSmsPdu.test_decode #9 (8-bit data coding; 'Hello world!' as hex)`,
    pdu: '0591721891F101000B917228214365F700040C48656C6C6F20776F726C6421',
    expected: { type: 'submit', recipient: '+27821234567', smsc: '+2781191', text: Buffer.from('Hello world!').toString('hex') },
  },
  {
    source: `${FILE} TestSmsPdu.test_decode #10 (absolute validity period)`,
    pdu: '0019000B917228001011F100003170013193008017D474BB3CA787DB70903DCC4E93D3F43C885E9ED301',
    expected: { text: 'Timestamp validity test' },
  },
  {
    // The peer expects the number '+b08427829207025': it maps the semi-octet B to 'b'; TS 23.040
    // §9.1.2.3 maps it to '#'. Reference and both times are asserted as the peer does.
    source: `${FILE} TestSmsPdu.test_decode #11 (semi-invalid status report from a ZTE modem)`,
    pdu: '0297F1061C0F910B487228297020F5317062419272803170624192138000',
    expected: {
      type: 'status-report',
      recipient: '+#08427829207025',
      reference: 28,
      timestamp: '2013-07-26T14:29:27+02:00',
      dischargeTime: '2013-07-26T14:29:31+02:00',
    },
  },
  {
    source: `${FILE} TestSmsPdu.test_encodeSmsSubmit #3 (decoded back)`,
    pdu: '04A12143F5310D0AA110624521430000A91BD4F29C0E6A97E7F3F0B9AC03B1DFE3301BE4AEB7C565F91C',
    expected: {
      type: 'submit',
      smsc: '12345',
      recipient: '0126541234',
      recipientType: 'national',
      reference: 13,
      text: 'Test message: local numbers',
    },
  },
];

export const PYTHON_GSMMODEM_REJECT: RejectVector[] = [
  // The peer decodes this one leniently to 'はい' although, as its own comment says, the user data
  // length (160 octets) is invalid; here a length past the end is always an error.
  { source: `${FILE} TestSmsPdu.test_decode #8 (user data length too long)`, pdu: '0041010C910661345542F60008A0050003000301306F3044' },
  { source: `${FILE} test_decode_invalidPduType`, pdu: '0043010C910661345542F60008A0050003000301306F3044' },
  { source: `${FILE} test_decode_invalidData #1`, pdu: 'AFSDSDF LJJFKLDJKLFJ# #$KJLKJL SF' },
  { source: `${FILE} test_decode_invalidData #2`, pdu: 'AEFDSDFSDFSDFS' },
];

const LOREM =
  'Lorem ipsum dolor sit amet, consectetur adipisicing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.Ut enim ad minim veniam, quinostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.Duis aute irure dolor in reprehenderit in voluptate velit esse cillum doloe eu fugiat nulla pariatur.Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum';

export const PYTHON_GSMMODEM_SUBMIT = [
  {
    source: `${FILE} test_encodeSmsSubmit #1`,
    input: { to: '+27820001111', text: 'Hello World!', reference: 0 },
    pdus: ['0001000B917228001011F100000CC8329BFD065DDF72363904'],
  },
  {
    source: `${FILE} test_encodeSmsSubmit #2 (validity 52 weeks, SMSC)`,
    input: { to: '+123456789', text: '世界您好！', reference: 0, validityMinutes: 52 * 7 * 24 * 60, smsc: '+44000000000' },
    pdus: ['07914400000000F01100099121436587F90008F40A4E16754C60A8597DFF01'],
  },
  {
    source: `${FILE} test_encodeSmsSubmit_concatenated (reference 0, rejectDuplicates)`,
    input: { to: '+15125551234', text: LOREM, reference: 0, concatRef: 0, rejectDuplicates: true },
    pdus: [
      '0045000B915121551532F40000A0050003000301986F79B90D4AC3E7F53688FC66BFE5A0799A0E0AB7CB741668FC76CFCB637A995E9783C2E4343C3D4F8FD3EE33A8CC4ED359A079990C22BF41E5747DDE7E9341F4721BFE9683D2EE719A9C26D7DD74509D0E6287C56F791954A683C86FF65B5E06B5C36777181466A7E3F5B0AB4A0795DDE936284C06B5D3EE741B642FBBD3E1360B14AFA7DD',
      '0045000B915121551532F40000A0050003000302DE73BABC4E0695F165F9384D0FD3D36F37A8CE6687DBE337881D16BFE5E939C89D9EA741753A28CC4EC7EB6938A88C0795C3A0F1BBDD7E93DFA0F1DB3D2FC7EB61BA8B584FCF41E13ABD0C4ACBEBF23288FC66BFE5A0B41B242FC3E56574D94D2ECBD37450DA0DB2BFD975383D4C2F83EC65769A0E2ACFE765D038CD66D7DB20F29BFD2E83CA',
      '0045000B915121551532F400008C050003000303EA2073FD9C0ED341EE3A9B1D06C1C3F274985E97BB8AF871194E2FD7E5A079DA4D07BDC7E370791CA683C675789A1CA687E920F7DB0D82CBDF6972D94D6781E675371D947683C675363C0C8AD7D3A0B7D99C1EA7C32072795E96D7DD7450FBCD66A7E9A0B03BDD06A5C9A0F29C0E6287C56F79BD0D',
    ],
    text: LOREM,
  },
];

/** TestGsm7: text, its septets (default alphabet codes) and those septets packed. */
export const PYTHON_GSMMODEM_GSM7 = [
  { text: '123', septets: [49, 50, 51], packed: [49, 217, 12] },
  { text: '12345678', septets: [...Buffer.from('12345678')], packed: [49, 217, 140, 86, 179, 221, 112] },
  { text: '123456789', septets: [...Buffer.from('123456789')], packed: [49, 217, 140, 86, 179, 221, 112, 57] },
  {
    text: 'Hello World!',
    septets: [0x48, 0x65, 0x6c, 0x6c, 0x6f, 0x20, 0x57, 0x6f, 0x72, 0x6c, 0x64, 0x21],
    packed: [200, 50, 155, 253, 6, 93, 223, 114, 54, 57, 4],
  },
  {
    text: '[{abc}]~',
    septets: [0x1b, 0x3c, 0x1b, 0x28, 0x61, 0x62, 0x63, 0x1b, 0x29, 0x1b, 0x3e, 0x1b, 0x3d],
    packed: [27, 222, 6, 21, 22, 143, 55, 169, 141, 111, 211, 3],
  },
  {
    text: '123456789012345678901234567890',
    septets: [...Buffer.from('123456789012345678901234567890')],
    packed: [49, 217, 140, 86, 179, 221, 112, 57, 88, 76, 54, 163, 213, 108, 55, 92, 14, 22, 147, 205, 104, 53, 219, 13, 151, 131, 1],
  },
  {
    text: '{åΦΓΛΩΠΨΣΘ€}',
    septets: [27, 40, 15, 18, 19, 20, 21, 22, 23, 24, 25, 27, 101, 27, 41],
    packed: [27, 212, 67, 50, 161, 84, 44, 23, 76, 102, 83, 222, 164, 0],
  },
  { text: 'a[]{}€', septets: [97, 27, 60, 27, 62, 27, 40, 27, 41, 27, 101], packed: [225, 13, 111, 227, 219, 160, 54, 169, 77, 25] },
].map((vector) => ({ source: `${FILE} TestGsm7 '${vector.text}'`, ...vector }));

/** TestUcs2. */
export const PYTHON_GSMMODEM_UCS2 = [
  { source: `${FILE} TestUcs2 #1`, text: 'あ叶葉', hex: '304253F68449' },
  { source: `${FILE} TestUcs2 #2`, text: 'はい', hex: '306F3044' },
];

/** TestSmsPduAddressFields (address fields; trailing octets check that reads stop at the field's end). */
export const PYTHON_GSMMODEM_ADDRESSES = [
  { address: '+9876543210', hex: '0A918967452301', octets: 7 },
  { address: '+9876543210', hex: '0A918967452301000000', octets: 7 },
  { address: '+987654321', hex: '099189674523F1000000', octets: 7 },
  { address: '+27829135934', hex: '0B917228195339F4', octets: 8 },
  { address: 'abc', hex: '06D061F118', octets: 5 },
  { address: 'abc', hex: '06D061F118D3F1FF0032', octets: 5 },
  { address: 'FRANCOIS', hex: '0ED04669D0397C26A7', octets: 9 },
  { address: 'a[]{}€', hex: '14D0E10D6FE3DBA036A94D19', octets: 12 },
  { address: '0129998765', hex: '0AA11092997856', octets: 7 },
].map((vector, i) => ({ source: `${FILE} TestSmsPduAddressFields #${i + 1}`, ...vector }));

/** TestSmsPduSmscFields. */
export const PYTHON_GSMMODEM_SMSC = [
  { address: '+9876543210', hex: '06918967452301' },
  { address: '+9876543210', hex: '06918967452301000000' },
  { address: '+987654321', hex: '069189674523F1000000' },
  { address: '+2782913593', hex: '06917228195339' },
].map((vector, i) => ({ source: `${FILE} TestSmsPduSmscFields #${i + 1}`, ...vector }));

/** TestSemiOctets: digits and their semi-octets. */
export const PYTHON_GSMMODEM_SEMI_OCTETS = [
  { digits: '15125551234', hex: '5121551532F4' },
  { digits: '123', hex: '21F3' },
  { digits: '1234', hex: '2143' },
].map((vector, i) => ({ source: `${FILE} TestSemiOctets #${i + 1}`, ...vector }));

/** TestRelativeValidityPeriod: minutes -> TP-VP. */
export const PYTHON_GSMMODEM_VALIDITY = [
  { minutes: 30, vp: 5 },
  { minutes: 16 * 60, vp: 151 },
  { minutes: 3 * 24 * 60, vp: 169 },
  { minutes: 5 * 7 * 24 * 60, vp: 197 },
].map((vector, i) => ({ source: `${FILE} TestRelativeValidityPeriod #${i + 1}`, ...vector }));

/** TestTimestamp: a time with its offset and its 7 octets. */
export const PYTHON_GSMMODEM_TIMESTAMPS = [
  { iso: '2015-11-27T00:00:00+00:00', hex: '51117200000000' },
  { iso: '2015-11-27T00:00:00+02:00', hex: '51117200000080' },
  { iso: '2007-04-12T23:25:42+08:00', hex: '70402132522423' },
  { iso: '2007-04-12T23:25:42-08:00', hex: '7040213252242B' },
].map((vector, i) => ({ source: `${FILE} TestTimestamp #${i + 1}`, ...vector }));

/** TestUdhConcatenation: an information element and the reference, part and part count in it. */
export const PYTHON_GSMMODEM_CONCAT_IES = [
  { source: `${FILE} TestUdhConcatenation 8-bit reference`, hex: '0003170301', concat: { ref: 23, seq: 1, total: 3 } },
  { source: `${FILE} TestUdhConcatenation 16-bit reference`, hex: '080401800402', concat: { ref: 384, seq: 2, total: 4 } },
];
