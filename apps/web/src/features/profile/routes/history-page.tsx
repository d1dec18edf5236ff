import { ActivationHistory } from '../../activations/components/activation-history';

/** /profile/history: past and open activations, a page at a time, with their messages. */
export function HistoryPage() {
  return <ActivationHistory />;
}
