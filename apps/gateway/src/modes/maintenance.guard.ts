import { CanActivate, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@simrelay/contracts';
import { ModesCache } from './modes.cache';

/** While maintenance is on, user routes answer 503; admin routes keep working. */
@Injectable()
export class MaintenanceGuard implements CanActivate {
  constructor(private readonly modes: ModesCache) {}

  canActivate(): boolean {
    if (this.modes.current.maintenance) {
      throw new DomainError(ErrorCode.Maintenance, 'The server is temporarily unavailable due to maintenance. Please try again later.');
    }
    return true;
  }
}
