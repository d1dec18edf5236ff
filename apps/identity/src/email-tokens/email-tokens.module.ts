import { Module } from '@nestjs/common';
import { EmailTokensService } from './email-tokens.service';

/** The one-time tokens mailed for confirmation and password reset. */
@Module({
  providers: [EmailTokensService],
  exports: [EmailTokensService],
})
export class EmailTokensModule {}
