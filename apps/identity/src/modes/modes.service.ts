import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_MODES_CHANGED, Modes } from '@simrelay/contracts';
import { JSONCodec } from 'nats';
import { MessagingContext } from '@simrelay/messaging';
import { DataSource } from 'typeorm';
import { MESSAGING } from '../identity.tokens';
import { Setting } from './setting.entity';

const DEFAULTS: Modes = { maintenance: false, testMode: false };
const codec = JSONCodec<Modes>();

/** Global switches. Gateways keep a copy, refreshed by the broadcast sent on each change. */
@Injectable()
export class ModesService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
  ) {}

  async get(): Promise<Modes> {
    const rows = await this.dataSource.getRepository(Setting).find();
    const modes = { ...DEFAULTS };
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
