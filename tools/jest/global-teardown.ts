import { stopTestContainers } from '../../libs/testing/src/infrastructure';

export default async function globalTeardown(): Promise<void> {
  await stopTestContainers();
}
