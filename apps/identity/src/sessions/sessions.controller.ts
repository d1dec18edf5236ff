import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Ack, IdentitySubjects, Principal, SessionRef } from '@simrelay/contracts';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { SessionsService } from './sessions.service';

class ResolveSessionQuery extends SessionRef {
  @IsIn(['user', 'admin'], { message: 'format' }) audience!: 'user' | 'admin';
  /** Admin sessions: seconds since the administrator's last input in the back office. */
  @IsOptional() @IsInt({ message: 'format' }) @Min(0, { message: 'min' }) @Max(7 * 86400, { message: 'max' }) idleSeconds?: number;
}

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(IdentitySubjects.resolveSession)
  resolve(@Payload() query: ResolveSessionQuery): Promise<Principal> {
    return this.sessions.resolve(query.sessionId, query.audience, query.idleSeconds ?? 0);
  }

  @MessagePattern(IdentitySubjects.revokeSession)
  async revoke(@Payload() cmd: SessionRef): Promise<Ack> {
    await this.sessions.revoke(cmd.sessionId);
    return { ok: true };
  }
}
