import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Ack, EmailCommand, IdentitySubjects, LinkTokenCommand, ResetPasswordCommand, RestoreKeyInfo } from '@simrelay/contracts';
import { PasswordResetService } from './password-reset.service';

@Controller()
export class PasswordResetController {
  constructor(private readonly reset: PasswordResetService) {}

  @MessagePattern(IdentitySubjects.requestRestore)
  async request(@Payload() cmd: EmailCommand): Promise<Ack> {
    await this.reset.request(cmd.email);
    return { ok: true };
  }

  @MessagePattern(IdentitySubjects.checkRestoreKey)
  check(@Payload() query: LinkTokenCommand): Promise<RestoreKeyInfo> {
    return this.reset.check(query.token);
  }

  @MessagePattern(IdentitySubjects.resetPassword)
  async resetPassword(@Payload() cmd: ResetPasswordCommand): Promise<Ack> {
    await this.reset.reset(cmd);
    return { ok: true };
  }
}
