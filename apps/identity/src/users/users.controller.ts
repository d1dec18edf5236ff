import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Ack, EmailCommand, IdentitySubjects, LinkTokenCommand, LoginCommand, Principal, ProfileView, RegisterUserCommand, ResolveApiKeyQuery,
  SessionIssued, SetLangCommand, SetWebhookUrlCommand, UserRef, UserView, WebhookTargetView,
} from '@simrelay/contracts';
import { toUserView } from './user.views';
import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(IdentitySubjects.register)
  register(@Payload() cmd: RegisterUserCommand): Promise<ProfileView> {
    return this.users.register(cmd);
  }

  @MessagePattern(IdentitySubjects.verifyEmail)
  verify(@Payload() cmd: LinkTokenCommand): Promise<SessionIssued> {
    return this.users.verifyEmail(cmd.token);
  }

  @MessagePattern(IdentitySubjects.resendVerification)
  async resend(@Payload() cmd: EmailCommand): Promise<Ack> {
    await this.users.resendVerification(cmd.email);
    return { ok: true };
  }

  @MessagePattern(IdentitySubjects.login)
  login(@Payload() cmd: LoginCommand): Promise<SessionIssued> {
    return this.users.login(cmd);
  }

  @MessagePattern(IdentitySubjects.profile)
  profile(@Payload() query: UserRef): Promise<ProfileView> {
    return this.users.profile(query.userId);
  }

  @MessagePattern(IdentitySubjects.user)
  async user(@Payload() query: UserRef): Promise<UserView> {
    return toUserView(await this.users.get(query.userId));
  }

  @MessagePattern(IdentitySubjects.setLang)
  setLang(@Payload() cmd: SetLangCommand): Promise<ProfileView> {
    return this.users.setLang(cmd);
  }

  @MessagePattern(IdentitySubjects.setWebhookUrl)
  setUrl(@Payload() cmd: SetWebhookUrlCommand): Promise<ProfileView> {
    return this.users.setWebhookUrl(cmd);
  }

  @MessagePattern(IdentitySubjects.regenerateApiKey)
  regenerateApiKey(@Payload() cmd: UserRef): Promise<ProfileView> {
    return this.users.regenerateApiKey(cmd.userId);
  }

  @MessagePattern(IdentitySubjects.regenerateWebhookSecret)
  regenerateWebhookSecret(@Payload() cmd: UserRef): Promise<ProfileView> {
    return this.users.regenerateWebhookSecret(cmd.userId);
  }

  @MessagePattern(IdentitySubjects.webhookTarget)
  webhookTarget(@Payload() query: UserRef): Promise<WebhookTargetView> {
    return this.users.webhookTarget(query.userId);
  }

  @MessagePattern(IdentitySubjects.resolveApiKey)
  resolveApiKey(@Payload() query: ResolveApiKeyQuery): Promise<Principal> {
    return this.users.resolveApiKey(query.apiKey);
  }
}
