import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminActivationRef, AdminActivationsPage, AdminActivationsQuery, AdminActivationView, AdminAddModemCommand, AdminDeletedNumbersView,
  AdminMarkRentCommand, AdminMarkReplaceCommand, AdminMessagesPage, AdminMessagesQuery, AdminModemBanCommand, AdminModemView,
  AdminNumberIdsCommand, AdminNumbersQuery, AdminNumberView, AdminServiceBanCommand, AdminServiceBansView, AdminServiceRefCommand,
  ActivationsSubjects,
} from '@simrelay/contracts';
import { AdminActivationsService } from './admin-activations.service';
import { AdminInventoryService } from './admin-inventory.service';

/** The back office's requests (the gateway's `/admin/...` routes, admin tokens only). */
@Controller()
export class AdminController {
  constructor(
    private readonly inventory: AdminInventoryService,
    private readonly activations: AdminActivationsService,
  ) {}

  @MessagePattern(ActivationsSubjects.adminModems)
  modems(): Promise<AdminModemView[]> {
    return this.inventory.modems();
  }

  @MessagePattern(ActivationsSubjects.adminAddModem)
  addModem(@Payload() cmd: AdminAddModemCommand): Promise<AdminModemView> {
    return this.inventory.addModem(cmd);
  }

  @MessagePattern(ActivationsSubjects.adminBanModem)
  banModem(@Payload() cmd: AdminModemBanCommand): Promise<AdminModemView> {
    return this.inventory.banModem(cmd);
  }

  @MessagePattern(ActivationsSubjects.adminNumbers)
  numbers(@Payload() query: AdminNumbersQuery): Promise<AdminNumberView[]> {
    return this.inventory.numbers(query);
  }

  @MessagePattern(ActivationsSubjects.adminReplaceNumbers)
  replace(@Payload() cmd: AdminMarkReplaceCommand): Promise<AdminNumberView[]> {
    return this.inventory.markReplace(cmd);
  }

  @MessagePattern(ActivationsSubjects.adminMarkRent)
  rent(@Payload() cmd: AdminMarkRentCommand): Promise<AdminNumberView[]> {
    return this.inventory.markRent(cmd);
  }

  @MessagePattern(ActivationsSubjects.adminDeleteNumbers)
  deleteNumbers(@Payload() cmd: AdminNumberIdsCommand): Promise<AdminDeletedNumbersView> {
    return this.inventory.deleteNumbers(cmd);
  }

  @MessagePattern(ActivationsSubjects.adminLiftServiceBan)
  liftServiceBan(@Payload() cmd: AdminServiceBanCommand): Promise<AdminNumberView> {
    return this.inventory.liftServiceBan(cmd);
  }

  @MessagePattern(ActivationsSubjects.adminDeleteServiceBans)
  deleteServiceBans(@Payload() cmd: AdminServiceRefCommand): Promise<AdminServiceBansView> {
    return this.inventory.liftServiceBans(cmd.service, 'bans removed');
  }

  /** The operator confirmed the service succeeds on our numbers again: its bans are lifted. */
  @MessagePattern(ActivationsSubjects.adminAddSuccess)
  addSuccess(@Payload() cmd: AdminServiceRefCommand): Promise<AdminServiceBansView> {
    return this.inventory.liftServiceBans(cmd.service, 'success confirmed');
  }

  @MessagePattern(ActivationsSubjects.adminMessages)
  messages(@Payload() query: AdminMessagesQuery): Promise<AdminMessagesPage> {
    return this.activations.messages(query);
  }

  @MessagePattern(ActivationsSubjects.adminActivations)
  list(@Payload() query: AdminActivationsQuery): Promise<AdminActivationsPage> {
    return this.activations.list(query);
  }

  @MessagePattern(ActivationsSubjects.adminDeleteActivation)
  remove(@Payload() ref: AdminActivationRef): Promise<AdminActivationView> {
    return this.activations.remove(ref.activationId);
  }
}
