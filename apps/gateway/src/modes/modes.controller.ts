import { Controller, Get } from '@nestjs/common';
import { ModesCache } from './modes.cache';

@Controller('users')
export class ModesController {
  constructor(private readonly modes: ModesCache) {}

  /** The SPEC's maintenance check; answers even while maintenance is on. */
  @Get('maintence')
  async maintenance(): Promise<{ maintenance: boolean }> {
    await this.modes.refresh();
    return { maintenance: this.modes.current.maintenance };
  }
}
