import { Module } from '@nestjs/common';
import { PartnerSecrets } from './partner-secrets';

/** What partners entrust to us, sealed under one key for upstream providers and hubs alike. */
@Module({
  providers: [PartnerSecrets],
  exports: [PartnerSecrets],
})
export class PartnersModule {}
