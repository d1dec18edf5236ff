import { IsString, MinLength } from 'class-validator';
import { InfrastructureEnv } from './infrastructure.env';

/** HS256 keys of session tokens: identity signs with them, the gateway verifies; users and admins differ. */
export class SessionKeysEnv extends InfrastructureEnv {
  @IsString() @MinLength(32, { message: 'USER_JWT_SECRET must be at least 32 characters' }) USER_JWT_SECRET!: string;
  @IsString() @MinLength(32, { message: 'ADMIN_JWT_SECRET must be at least 32 characters' }) ADMIN_JWT_SECRET!: string;
}
