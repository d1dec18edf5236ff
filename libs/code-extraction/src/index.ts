export * from './call-code';
export * from './code-rule';
export * from './extract-code';
export * from './pattern-check';
export * from './service-matching';
export { MAX_TEXT_LENGTH } from './text-normalization';
export { backtrackingSteps, worstGrowth } from './backtracking-steps';
