import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@simrelay/contracts';
import { DataSource } from 'typeorm';
import { Hub } from './hub.entity';
import { hubKeyHash } from './hub-keys';

/** The protocol's answer to a key no hub has. */
export const WRONG_KEY = 'WRONG_KEY';

/** Finds the hub a protocol request comes from, by its key. */
@Injectable()
export class HubDirectory {
  constructor(private readonly dataSource: DataSource) {}

  /** The hub with this key, enabled or not (a disabled hub still finishes what it bought). */
  async byKey(key: string): Promise<Hub> {
    const hub = await this.dataSource.getRepository(Hub).findOneBy({ keyHash: hubKeyHash(key) });
    if (!hub) throw new DomainError(ErrorCode.Unauthorized, WRONG_KEY);
    return hub;
  }
}
