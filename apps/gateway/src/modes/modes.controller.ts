import { Controller, Get } from '@nestjs/common';
import { ModesCache } from './modes.cache';

@Controller('users')
export class ModesController {
  constructor(private readonly modes: ModesCache) {}

  /**
   * The SPEC's maintenance check; answers even while maintenance is on. Served from this
   * replica's copy, which identity's broadcast keeps current: no call to identity per check.
   */
  @Get('maintence')
  maintenance(): { maintenance: boolean } {
    return { maintenance: this.modes.current.maintenance };
  }
}
