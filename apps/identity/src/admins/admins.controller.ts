import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminLoginCommand, AdminSessionIssued, IdentitySubjects, ListUsersQuery, Modes, SetMaintenanceCommand, SetTestModeCommand,
  SetUserBanCommand, SetUserBanLimitCommand, UserPage, UserView,
} from '@simrelay/contracts';
import { ModesService } from '../modes/modes.service';
import { AdminsService } from './admins.service';

/** Operator commands. The gateway lets only admin sessions reach these subjects. */
@Controller()
export class AdminsController {
  constructor(
    private readonly admins: AdminsService,
    private readonly modes: ModesService,
  ) {}

  @MessagePattern(IdentitySubjects.adminLogin)
  login(@Payload() cmd: AdminLoginCommand): Promise<AdminSessionIssued> {
    return this.admins.login(cmd);
  }

  @MessagePattern(IdentitySubjects.listUsers)
  listUsers(@Payload() query: ListUsersQuery): Promise<UserPage> {
    return this.admins.listUsers(query);
  }

  @MessagePattern(IdentitySubjects.setUserBan)
  setBan(@Payload() cmd: SetUserBanCommand): Promise<UserView> {
    return this.admins.setBan(cmd);
  }

  @MessagePattern(IdentitySubjects.setUserBanLimit)
  setBanLimit(@Payload() cmd: SetUserBanLimitCommand): Promise<UserView> {
    return this.admins.setBanLimit(cmd);
  }

  @MessagePattern(IdentitySubjects.setMaintenance)
  setMaintenance(@Payload() cmd: SetMaintenanceCommand): Promise<Modes> {
    return this.modes.set('maintenance', cmd.maintenance);
  }

  @MessagePattern(IdentitySubjects.setTestMode)
  setTestMode(@Payload() cmd: SetTestModeCommand): Promise<Modes> {
    return this.modes.toggleTestMode(cmd.testMode);
  }

  @MessagePattern(IdentitySubjects.getModes)
  getModes(): Promise<Modes> {
    return this.modes.get();
  }
}
