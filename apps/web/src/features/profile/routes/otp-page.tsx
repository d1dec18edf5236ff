import { CurrentActivations } from '../../activations/components/current-activations';

/** /profile/otp: the open one-time numbers, their countdowns, codes and actions. */
export function OtpPage() {
  return <CurrentActivations standalone />;
}
