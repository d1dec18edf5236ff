import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminLoginResult, AdminLoginV2Command, AdminMfaVerifyCommand, AdminRecoveryCodesCommand, AdminRef, AdminSecuritySubjects, AdminSecurityView,
  AdminSessionIssued, AdminTotpConfirmCommand, AdminTotpStartCommand, TotpConfirmed, TotpEnrolment,
} from '@simrelay/contracts';
import { AdminMfaService } from './admin-mfa.service';

/** Administrators' login with a second factor and its enrolment (the gateway's `/admin` and `/admin/mfa/*`, `/admin/security/*`). */
@Controller()
export class AdminMfaController {
  constructor(private readonly mfa: AdminMfaService) {}

  @MessagePattern(AdminSecuritySubjects.login)
  login(@Payload() cmd: AdminLoginV2Command): Promise<AdminLoginResult> {
    return this.mfa.login(cmd);
  }

  @MessagePattern(AdminSecuritySubjects.verify)
  verify(@Payload() cmd: AdminMfaVerifyCommand): Promise<AdminSessionIssued> {
    return this.mfa.verify(cmd);
  }

  @MessagePattern(AdminSecuritySubjects.totpStart)
  start(@Payload() cmd: AdminTotpStartCommand): Promise<TotpEnrolment> {
    return this.mfa.startEnrolment(cmd);
  }

  @MessagePattern(AdminSecuritySubjects.totpConfirm)
  confirm(@Payload() cmd: AdminTotpConfirmCommand): Promise<TotpConfirmed> {
    return this.mfa.confirmEnrolment(cmd);
  }

  @MessagePattern(AdminSecuritySubjects.recoveryCodes)
  recoveryCodes(@Payload() cmd: AdminRecoveryCodesCommand): Promise<TotpConfirmed> {
    return this.mfa.replaceRecoveryCodes(cmd);
  }

  @MessagePattern(AdminSecuritySubjects.status)
  status(@Payload() ref: AdminRef): Promise<AdminSecurityView> {
    return this.mfa.status(ref.adminId);
  }
}
