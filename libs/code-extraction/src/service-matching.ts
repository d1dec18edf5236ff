import { CodeRule } from './code-rule';
import { extractCode, patternCode } from './extract-code';
import { senderKey, senderKeyMatches } from './sender-alias';
import { isTooLong } from './text-normalization';

const patternMatches = (rule: CodeRule, text: string) => patternCode(text, rule) !== null;

function matchRule(sender: string | undefined, text: string, rules: readonly CodeRule[]): CodeRule | undefined {
  const key = sender ? senderKey(sender) : '';
  const bySender = rules.filter((rule) => senderKeyMatches(key, rule.senders));
  return bySender.find((rule) => patternMatches(rule, text)) ?? bySender[0] ?? rules.find((rule) => patternMatches(rule, text));
}

/**
 * The service a message belongs to: a rule whose sender aliases name the sender first (when
 * several do, the first whose pattern also matches, else the first), then the first rule whose
 * pattern matches the text, else null. Rules are tried in the order given: put specific patterns
 * before broad ones.
 */
export function matchService(sender: string | undefined, text: string, rules: readonly CodeRule[]): string | null {
  return matchRule(sender, text, rules)?.service ?? null;
}

/**
 * For rentals: whether a message is a verification code to deliver. True only when a code would
 * be extracted, by the rule of the service the message belongs to (see matchService) or by the
 * generic extractor.
 */
export function isVerificationMessage(text: string, sender?: string, rules: readonly CodeRule[] = []): boolean {
  if (isTooLong(text)) return false;
  return extractCode({ text, sender, rule: matchRule(sender, text, rules) }) !== null;
}
