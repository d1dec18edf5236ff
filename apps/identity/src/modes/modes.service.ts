import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_MODES_CHANGED, Modes } from '@simrelay/contracts';
import { JSONCodec } from 'nats';
import { MESSAGING, MessagingContext } from '@simrelay/messaging';
import { DataSource } from 'typeorm';
import type { IdentityEnv } from '../config';
import { IDENTITY_ENV } from '../identity.tokens';
import { Setting } from './setting.entity';

const codec = JSONCodec<Modes>();

/** Global switches. Gateways keep a copy, refreshed by the broadcast sent on each change. */
@Injectable()
export class ModesService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  async get(): Promise<Modes> {
    const rows = await this.dataSource.getRepository(Setting).find();
    // What an administrator set wins over the defaults.
    const modes: Modes = { maintenance: false, testMode: this.env.TEST_MODE_DEFAULT };
    for (const row of rows) if (row.key in modes) modes[row.key as keyof Modes] = row.value === true;
    return modes;
  }

  async set(key: keyof Modes, value: boolean): Promise<Modes> {
    await this.dataSource.getRepository(Setting).upsert({ key, value }, ['key']);
    const modes = await this.get();
    this.messaging.connection.publish(this.messaging.namespace.subject(IDENTITY_MODES_CHANGED), codec.encode(modes));
    return modes;
  }

  async toggleTestMode(value?: boolean): Promise<Modes> {
    return this.set('testMode', value ?? !(await this.get()).testMode);
  }
}
