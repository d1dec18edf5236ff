import { DecodeVector, RejectVector } from './peer-vector';

/** ModemManager, src/tests/test-sms-part-3gpp.c (the byte arrays written as hex). */
const FILE = 'ModemManager src/tests/test-sms-part-3gpp.c';

export const MODEM_MANAGER_DECODE: DecodeVector[] = [
  {
    source: `${FILE} test_pdu1`,
    pdu: '07912104442961F4040B916171957291F800001120821105050A6AC8B2BC7C9A83C220F6DB7D2ECB41EDF27C1E3E97411BDE06754FD3D1A0F9BB5D0695F1F4B29B5C2683C6E8B03C3CA697E5F34D6AE303D1D1F2F7DD0D4ABB59A0797D8C0685E7A00028EC26832A960B28EC2683BE6050780EBA97D96C17',
    expected: {
      smsc: '+12404492164',
      sender: '+16175927198',
      timestamp: '2011-02-28T11:50:50-05:00',
      concat: null,
      text: "Here's a longer message [{with some extended characters}] thrown in, such as £ and ΩΠΨ and §¿ as well.",
    },
  },
  {
    source: `${FILE} test_pdu2`,
    pdu: '07919730071111F10414D04937BD2C7797E9D3E614000811309291024061080442043504410442',
    expected: { smsc: '+79037011111', sender: 'InternetSMS', timestamp: '2011-03-29T19:20:04+04:00', concat: null, text: 'тест' },
  },
  {
    source: `${FILE} test_pdu3`,
    pdu: '07912143658709F1040B918100551512F20000111010214365000AE8329BFD4697D9EC37',
    expected: { smsc: '+12345678901', sender: '+18005551212', timestamp: '2011-01-01T12:34:56+00:00', concat: null, text: 'hellohello' },
  },
  {
    source: `${FILE} test_pdu3_nzpid`,
    pdu: '07912143658709F1040B918100551512F2FF00111010214365000AE8329BFD4697D9EC37',
    expected: { smsc: '+12345678901', sender: '+18005551212', timestamp: '2011-01-01T12:34:56+00:00', concat: null, text: 'hellohello' },
  },
  {
    source: `${FILE} test_pdu3_mms`,
    pdu: '07912143658709F1000B918100551512F20000111010214365000AE8329BFD4697D9EC37',
    expected: { smsc: '+12345678901', sender: '+18005551212', timestamp: '2011-01-01T12:34:56+00:00', concat: null, text: 'hellohello' },
  },
  {
    source: `${FILE} test_pdu3_natl`,
    pdu: '07912143658709F1040B818100551512F20000111010214365000AE8329BFD4697D9EC37',
    expected: { smsc: '+12345678901', sender: '18005551212', timestamp: '2011-01-01T12:34:56+00:00', concat: null, text: 'hellohello' },
  },
  {
    source: `${FILE} test_pdu3_8bit (expected_data as hex)`,
    pdu: '07912143658709F1040B918100551512F20004111010214365000AE8329BFD4697D9EC37DE',
    expected: { smsc: '+12345678901', sender: '+18005551212', timestamp: '2011-01-01T12:34:56+00:00', concat: null, text: 'e8329bfd4697d9ec37de' },
  },
  {
    source: `${FILE} test_pdu_dcsf1`,
    pdu: '07913306091093F0040485810000F111604231805180A049B7F90D9A1AA5A01668F8769BD3E4B29B9E2EB359A03FC85D06A9C3ED707A0EA2CBC3EE79BB4CA7CBCBA05643617DA7C76990FD4D979741EE77DD5E0ED741ED371D442E83E0E1F9BC0CD281E677D9B84C06C1DF7539E85C9097E520FB9B2E2F83C6EF369C5E064D8D52D0BC2E07DDEF77D7DC2C7799E5A0771D040FCB41F402BB0047BFDD6550B80ECAD966',
    expected: {
      smsc: '+33609001390',
      sender: '1800',
      timestamp: '2011-06-24T13:08:15+02:00',
      concat: null,
      text:
        'Info SFR - Confidentiel, à ne jamais transmettre -\r\n' +
        'Voici votre nouveau mot de passe : sw2ced pour gérer ' +
        'votre compte SFR sur www.sfr.fr ou par téléphone au 963',
    },
  },
  {
    source: `${FILE} test_pdu_dcsf_8bit (expected_data as hex)`,
    pdu: '07912143658709F1040B918100551512F200F4111010214365000AE8329BFD4697D9EC37DE',
    expected: { smsc: '+12345678901', sender: '+18005551212', timestamp: '2011-01-01T12:34:56+00:00', concat: null, text: 'e8329bfd4697d9ec37de' },
  },
  {
    source: `${FILE} test_pdu_udhi (welcome message from KPN NL)`,
    pdu:
      '07911356131313F64004850120390011609232239180A006080400100201D7327BFD6EB340E232' +
      '1BF46E83EA7790F59D1E97DBE1341B442F83C465763D3DA797E56537C81D0ECB41AB59CC1693C1' +
      '6031D96C064241E5656838AF03A96230982A269BCD462917C8FA4E8FCBED709A0D7ABBE9F6B0FB' +
      '5C7683D27350984D4FABC9A0B33C4C4FCF5D20EBFB2D079DCB62793DBD06D9C36E50FB2D4E97D9' +
      'A0B49B5E96BBCB',
    expected: {
      smsc: '+31653131316',
      sender: '1002',
      timestamp: '2011-06-29T23:32:19+02:00',
      multipart: true,
      text:
        'Welkom, bel om uw Voicemail te beluisteren naar +31612001233' +
        ' (PrePay: *100*1233#). Voicemail ontvangen is altijd gratis.' +
        ' Voor gebruik van mobiel interne',
    },
  },
  {
    source: `${FILE} test_pdu_multipart (part 1)`,
    pdu:
      '07912160130320F5440B916171056429F5000021405291650569A00500034C0201A9E8F41C949E' +
      '83C2207B599E07B1DFEE33885E9ED341E4F23C7D7697C920FA1B54C697E5E3F4BC0C6AD7D9F434' +
      '081E96D341E3303C2C4EB3D3F4BC0B94A483E6E8779D4D06CDD1EF3BA80E0785E7A0B7BB0C6A97' +
      'E7F3F0B9CC02B9DF7450780EA2DFDF2C50780EA2A3CBA0BA9B5C96B3F369F71954768FDFE4B4FB' +
      '0C9297E1F2F2BCECA6CF41',
    expected: {
      smsc: '+12063130025',
      sender: '+16175046925',
      timestamp: '2012-04-25T19:56:50-04:00',
      multipart: true,
      text:
        'This is a very long test designed to exercise multi part capability. It should ' +
        'show up as one message, not as two, as the underlying encoding represents ',
    },
  },
  {
    source: `${FILE} test_pdu_multipart (part 2)`,
    pdu:
      '07912160130320F6440B916171056429F5000021405291651569320500034C0202E9E8301D4447' +
      '9741F0B09C3E0785E56590BCCC0ED3CB6410FD0D7ABBCBA0B0FB4D4797E52E10',
    expected: {
      smsc: '+12063130026',
      sender: '+16175046925',
      timestamp: '2012-04-25T19:56:51-04:00',
      multipart: true,
      text: 'that the parts are related to one another. ',
    },
  },
  {
    source: `${FILE} test_pdu_stored_by_us (an SMS-SUBMIT)`,
    pdu: '002100098136397339F70008224F60597D4F60597D4F60597D4F60597D4F60597D4F60597D4F60597D4F60597D4F60',
    expected: { type: 'submit', smsc: null, recipient: '639337937', concat: null, text: '你好你好你好你好你好你好你好你好你' },
  },
  {
    source: `${FILE} test_pdu_not_stored (a status report)`,
    pdu: '07914356060013F1065A098136397339F7219011700463802190117004638030',
    expected: { type: 'status-report', smsc: '+34656000311', recipient: '639337937', timestamp: '2012-09-11T07:40:36+02:00' },
  },
];

export const MODEM_MANAGER_REJECT: RejectVector[] = [
  {
    source: `${FILE} test_pdu_insufficient_data`,
    pdu: '07912143658709F1040B918100551512F20000111010214365000BE8329BFD4697D9EC37',
  },
];

/** mm_sms_part_3gpp_get_submit_pdu: the expected PDUs and message starts (SMSC part length). */
export const MODEM_MANAGER_SUBMIT = [
  {
    source: `${FILE} test_create_pdu_ucs2_with_smsc`,
    input: { smsc: '+19037029920', to: '+15555551234', text: 'Да здравствует король, детка!', validityMinutes: 5 },
    pdu: '07919130079229F011000B915155551532F40008003A041404300020043704340440043004320441044204320443043504420020043A043E0440043E043B044C002C0020043404350442043A04300021',
    messageStart: 8,
  },
  {
    source: `${FILE} test_create_pdu_ucs2_no_smsc`,
    input: { to: '+15555551234', text: 'Да здравствует король, детка!', validityMinutes: 5 },
    pdu: '0011000B915155551532F40008003A041404300020043704340440043004320441044204320443043504420020043A043E0440043E043B044C002C0020043404350442043A04300021',
    messageStart: 1,
  },
  {
    source: `${FILE} test_create_pdu_gsm_with_smsc`,
    input: { smsc: '+19037029920', to: '+15555551234', text: 'Hi there...Tue 17th Jan 2012 05:30.18 pm (GMT+1) ΔΔΔΔΔ', validityMinutes: 5 },
    pdu: '07919130079229F011000B915155551532F400000036C834888E2ECBCB2E978B5A2F8362373A1AA40CBB4132584C0682D57433982B8603C1DB20D4B1495DC552200804028100',
    messageStart: 8,
  },
  {
    source: `${FILE} test_create_pdu_gsm_no_smsc`,
    input: { to: '+15555551234', text: 'Hi there...Tue 17th Jan 2012 05:30.18 pm (GMT+1) ΔΔΔΔΔ', validityMinutes: 5 },
    pdu: '0011000B915155551532F400000036C834888E2ECBCB2E978B5A2F8362373A1AA40CBB4132584C0682D57433982B8603C1DB20D4B1495DC552200804028100',
    messageStart: 1,
  },
  {
    source: `${FILE} test_create_pdu_gsm_3`,
    input: { to: '+15556661234', text: 'This is really cool ΔΔΔΔΔ', validityMinutes: 5 },
    pdu: '0011000B915155661632F40000001954747A0E4ACF41F27298CDCE83C6EF371B0481402010',
    messageStart: 1,
  },
  {
    source: `${FILE} test_create_pdu_gsm_no_validity`,
    input: { to: '+15556661234', text: 'This is really cool ΔΔΔΔΔ' },
    pdu: '0001000B915155661632F400001954747A0E4ACF41F27298CDCE83C6EF371B0481402010',
    messageStart: 1,
  },
];

/** mm_sms_part_3gpp_encode_address: (address, is SMSC) -> octets. */
export const MODEM_MANAGER_ADDRESSES = [
  { source: `${FILE} test_address_encode_smsc_intl`, address: '+19037029920', smsc: true, hex: '07919130079229F0' },
  { source: `${FILE} test_address_encode_smsc_unknown`, address: '9037029920', smsc: true, hex: '06810973209902' },
  { source: `${FILE} test_address_encode_intl`, address: '+19037029920', smsc: false, hex: '0B919130079229F0' },
  { source: `${FILE} test_address_encode_unknown`, address: '9037029920', smsc: false, hex: '0A810973209902' },
];

const HELLO_TWICE = '你好'.repeat(35);
const DIGITS_40 = '0123456789012345678901234567890123456789';
/** U+11C00..U+11C08 and U+11C0A..U+11C23: 35 Bhaiksuki letters, each a surrogate pair. */
const BHAIKSUKI = String.fromCodePoint(
  ...Array.from({ length: 0x24 }, (_, i) => 0x11c00 + i).filter((code) => code !== 0x11c09),
);

/** mm_sms_part_3gpp_util_split_text: a text -> the parts and encoding ModemManager expects. */
export const MODEM_MANAGER_SPLITS = [
  { source: `${FILE} test_text_split_short_gsm7`, text: 'Hello', encoding: 'gsm7', parts: ['Hello'] },
  { source: `${FILE} test_text_split_short_ucs2`, text: '你好', encoding: 'ucs2', parts: ['你好'] },
  { source: `${FILE} test_text_split_short_utf16`, text: '😉', encoding: 'ucs2', parts: ['😉'] },
  { source: `${FILE} test_text_split_max_single_pdu_gsm7`, text: DIGITS_40.repeat(4), encoding: 'gsm7', parts: [DIGITS_40.repeat(4)] },
  { source: `${FILE} test_text_split_max_single_pdu_ucs2`, text: HELLO_TWICE, encoding: 'ucs2', parts: [HELLO_TWICE] },
  { source: `${FILE} test_text_split_max_single_pdu_utf16`, text: BHAIKSUKI, encoding: 'ucs2', parts: [BHAIKSUKI] },
  {
    source: `${FILE} test_text_split_two_pdu_gsm7`,
    text: `${DIGITS_40.repeat(4)}0`,
    encoding: 'gsm7',
    parts: [`${DIGITS_40.repeat(3)}012345678901234567890123456789012`, '34567890'],
  },
  {
    source: `${FILE} test_text_split_two_pdu_ucs2`,
    text: `${HELLO_TWICE}好`,
    encoding: 'ucs2',
    parts: [`${'你好'.repeat(33)}你`, '好你好好'],
  },
  {
    source: `${FILE} test_text_split_two_pdu_utf16`,
    text: `${BHAIKSUKI}a`,
    encoding: 'ucs2',
    parts: [[...BHAIKSUKI].slice(0, 33).join(''), `${[...BHAIKSUKI].slice(33).join('')}a`],
  },
] as const;
