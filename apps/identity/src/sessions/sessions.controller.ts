import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Ack, IdentitySubjects, Principal, SessionRef } from '@simrelay/contracts';
import { IsIn } from 'class-validator';
import { SessionsService } from './sessions.service';

class ResolveSessionQuery extends SessionRef {
  @IsIn(['user', 'admin'], { message: 'format' }) audience!: 'user' | 'admin';
}

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(IdentitySubjects.resolveSession)
  resolve(@Payload() query: ResolveSessionQuery): Promise<Principal> {
    return this.sessions.resolve(query.sessionId, query.audience);
  }

  @MessagePattern(IdentitySubjects.revokeSession)
  async revoke(@Payload() cmd: SessionRef): Promise<Ack> {
    await this.sessions.revoke(cmd.sessionId);
    return { ok: true };
  }
}
