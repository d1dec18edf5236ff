import { ValidateBy } from 'class-validator';
import { networkListProblem } from './network-list';

/** For an environment schema: the variable holds a NetworkList (CIDRs); the error names the variable and the bad entry. */
export function IsNetworkList(): PropertyDecorator {
  return ValidateBy({
    name: 'isNetworkList',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && networkListProblem(value) === null,
      defaultMessage: (args) => `${args?.property ?? 'value'}: ${typeof args?.value === 'string' ? networkListProblem(args.value) : 'must be a list of networks'}`,
    },
  });
}
