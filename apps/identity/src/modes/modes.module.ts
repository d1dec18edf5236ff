import { Module } from '@nestjs/common';
import { ModesService } from './modes.service';

/** The global modes (maintenance, test mode). */
@Module({
  providers: [ModesService],
  exports: [ModesService],
})
export class ModesModule {}
