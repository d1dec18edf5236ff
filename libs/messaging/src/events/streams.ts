import { JetStreamManager, RetentionPolicy, StorageType } from 'nats';
import { Namespace } from '../namespace';

export interface StreamSpec {
  /** Stream name without namespace, e.g. `EVT_IDENTITY`. */
  name: string;
  /** Subject filters without namespace, e.g. `evt.identity.>`. */
  subjects: string[];
  maxAgeSeconds?: number;
}

const SECOND_NS = 1_000_000_000;

/** Creates the stream, or brings an existing one to this spec. Safe to call from every replica. */
export async function ensureStream(jsm: JetStreamManager, namespace: Namespace, spec: StreamSpec): Promise<void> {
  const config = {
    name: namespace.name(spec.name),
    subjects: spec.subjects.map((s) => namespace.subject(s)),
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    max_age: (spec.maxAgeSeconds ?? 7 * 24 * 3600) * SECOND_NS,
    duplicate_window: 10 * 60 * SECOND_NS,
  };
  try {
    await jsm.streams.info(config.name);
    await jsm.streams.update(config.name, config);
  } catch (error) {
    if (!/stream not found/i.test(String((error as Error).message))) throw error;
    try {
      await jsm.streams.add(config);
    } catch (addError) {
      // Another replica won the race.
      if (!/already in use|already exists/i.test(String((addError as Error).message))) throw addError;
    }
  }
}
