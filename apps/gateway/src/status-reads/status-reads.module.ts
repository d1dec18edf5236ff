import { Module } from '@nestjs/common';
import { ActivationsModule } from '../activations/activations.module';
import { AuthModule } from '../auth/auth.module';
import { ModesModule } from '../modes/modes.module';
import { StatusReadShortcuts } from './status-read-shortcuts';

/** The polled status reads answered from what this gateway keeps, before the routes' pipeline. */
@Module({
  imports: [ActivationsModule, AuthModule, ModesModule],
  providers: [StatusReadShortcuts],
  exports: [StatusReadShortcuts],
})
export class StatusReadsModule {}
