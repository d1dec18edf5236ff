import { ValidateBy, ValidationOptions } from 'class-validator';
import { emailProblem, langProblem, loginPasswordProblem, newPasswordProblem } from './field-rules';

type Rule = (value: unknown) => string | null;

/** A property decorator whose error message is the rule's message key. */
function byRule(name: string, rule: Rule, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name,
      validator: {
        validate: (value: unknown) => rule(value) === null,
        defaultMessage: (args) => rule(args?.value) ?? name,
      },
    },
    options,
  );
}

export const IsAccountEmail = (options?: ValidationOptions) => byRule('accountEmail', emailProblem, options);
export const IsNewPassword = (options?: ValidationOptions) => byRule('newPassword', newPasswordProblem, options);
export const IsLoginPassword = (options?: ValidationOptions) => byRule('loginPassword', loginPasswordProblem, options);
export const IsLang = (options?: ValidationOptions) => byRule('lang', langProblem, options);
