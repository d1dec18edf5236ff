import { CodeRule, ExtractedCode } from './code-rule';
import { findGenericCode } from './generic-extractor';
import { rulePattern } from './rule-pattern';
import { isTooLong, normalizeCode, normalizeText } from './text-normalization';

export interface ExtractCodeInput {
  text: string;
  sender?: string;
  rule?: CodeRule;
}

/** The code captured by a rule's pattern, tried on the text as received, then normalised. */
export function patternCode(text: string, rule: CodeRule | undefined): string | null {
  const pattern = rulePattern(rule?.pattern);
  if (!pattern || isTooLong(text)) return null;
  for (const candidate of [text, normalizeText(text)]) {
    const captured = pattern.exec(candidate)?.[1];
    const code = captured === undefined ? '' : normalizeCode(captured);
    if (code) return code;
  }
  return null;
}

/**
 * The code in an SMS. The service's pattern wins when it matches; otherwise the generic
 * extractor decides. Null for texts over 2,000 characters (see MAX_TEXT_LENGTH). The sender's
 * number, when it is one, is never taken for the code.
 */
export function extractCode(input: ExtractCodeInput): ExtractedCode | null {
  const { text, sender, rule } = input;
  const byPattern = patternCode(text, rule);
  if (byPattern) return { code: byPattern, via: 'pattern' };
  const generic = findGenericCode(text, sender);
  return generic ? { code: generic, via: 'generic' } : null;
}
