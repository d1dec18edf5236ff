import { Module } from '@nestjs/common';
import { ActivationsModule } from '../activations/activations.module';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ModesModule } from '../modes/modes.module';
import { UsersModule } from '../users/users.module';
import { PublicActivationsController } from './public-activations.controller';
import { PublicApiController } from './public-api.controller';

/** The public API's account, catalog and activation routes (its rentals and webhooks are with those features). */
@Module({
  imports: [AuthModule, ModesModule, ActivationsModule, CatalogModule, UsersModule],
  controllers: [PublicApiController, PublicActivationsController],
})
export class PublicApiModule {}
