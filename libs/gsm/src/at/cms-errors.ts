import { indexByVerboseText, verboseKey } from './verbose-error-text';

/**
 * +CMS ERROR codes, 3GPP TS 27.005 §3.2.5: 0-127 are RP causes of TS 24.011 Annex E-2, 128-255
 * TP-FCS values of TS 23.040 §9.2.3.22, 300 and up the ME/TA's own.
 */
const CMS_ERRORS: ReadonlyMap<number, string> = new Map([
  [1, 'unassigned (unallocated) number'],
  [8, 'operator determined barring'],
  [10, 'call barred'],
  [17, 'network failure'],
  [21, 'short message transfer rejected'],
  [22, 'memory capacity exceeded'],
  [27, 'destination out of service'],
  [28, 'unidentified subscriber'],
  [29, 'facility rejected'],
  [30, 'unknown subscriber'],
  [38, 'network out of order'],
  [41, 'temporary failure'],
  [42, 'congestion'],
  [47, 'resources unavailable, unspecified'],
  [50, 'requested facility not subscribed'],
  [69, 'requested facility not implemented'],
  [81, 'invalid short message transfer reference value'],
  [95, 'invalid message, unspecified'],
  [96, 'invalid mandatory information'],
  [97, 'message type non-existent or not implemented'],
  [98, 'message not compatible with short message protocol state'],
  [99, 'information element non-existent or not implemented'],
  [111, 'protocol error, unspecified'],
  [127, 'interworking, unspecified'],
  [128, 'telematic interworking not supported'],
  [129, 'short message Type 0 not supported'],
  [130, 'cannot replace short message'],
  [143, 'unspecified TP-PID error'],
  [144, 'data coding scheme (alphabet) not supported'],
  [145, 'message class not supported'],
  [159, 'unspecified TP-DCS error'],
  [160, 'command cannot be actioned'],
  [161, 'command unsupported'],
  [175, 'unspecified TP-Command error'],
  [176, 'TPDU not supported'],
  [192, 'SC busy'],
  [193, 'no SC subscription'],
  [194, 'SC system failure'],
  [195, 'invalid SME address'],
  [196, 'destination SME barred'],
  [197, 'SM rejected-duplicate SM'],
  [198, 'TP-VPF not supported'],
  [199, 'TP-VP not supported'],
  [208, '(U)SIM SMS storage full'],
  [209, 'no SMS storage capability in (U)SIM'],
  [210, 'error in MS'],
  [211, 'memory capacity exceeded'],
  [212, '(U)SIM Application Toolkit busy'],
  [213, '(U)SIM data download error'],
  [255, 'unspecified error cause'],
  [300, 'ME failure'],
  [301, 'SMS service of ME reserved'],
  [302, 'operation not allowed'],
  [303, 'operation not supported'],
  [304, 'invalid PDU mode parameter'],
  [305, 'invalid text mode parameter'],
  [310, '(U)SIM not inserted'],
  [311, '(U)SIM PIN required'],
  [312, 'PH-(U)SIM PIN required'],
  [313, '(U)SIM failure'],
  [314, '(U)SIM busy'],
  [315, '(U)SIM wrong'],
  [316, '(U)SIM PUK required'],
  [317, '(U)SIM PIN2 required'],
  [318, '(U)SIM PUK2 required'],
  [320, 'memory failure'],
  [321, 'invalid memory index'],
  [322, 'memory full'],
  [330, 'SMSC address unknown'],
  [331, 'no network service'],
  [332, 'network timeout'],
  [340, 'no +CNMA acknowledgement expected'],
  [500, 'unknown error'],
]);

/** The 27.005 meaning of a +CMS ERROR code; 512 and above are the manufacturer's own. */
export function cmsErrorMeaning(code: number): string {
  const meaning = CMS_ERRORS.get(code);
  if (meaning !== undefined) return meaning;
  if (code >= 512) return `manufacturer specific error ${code}`;
  if (code < 128) return `RP cause ${code}`;
  if (code < 256) return `TP failure cause ${code}`;
  return `unknown error ${code}`;
}

/** The code of a verbose +CMS ERROR text, when it is one of the table's. */
export function cmsErrorCode(text: string): number | undefined {
  return CMS_BY_TEXT.get(verboseKey(text));
}

// 22 and 211 share 'memory capacity exceeded'; the table is in code order, so 22 wins.
const CMS_BY_TEXT = indexByVerboseText(CMS_ERRORS);
