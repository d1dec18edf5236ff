import { Injectable } from '@nestjs/common';
import type { AgentStatusReport, ModemStatusView } from '@simrelay/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { CatalogCache } from '../clients/catalog-cache';
import { Modem } from './modem.entity';
import { SimNumber } from './sim-number.entity';
import { carrierOfSim, countryOfSim, normalizeNumber } from './sim-origin';

/** The modems and SIMs as the agents' heartbeats describe them, keyed by port and by ICCID. */
@Injectable()
export class InventoryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogCache,
  ) {}

  async applyStatus(report: AgentStatusReport, now = new Date()): Promise<void> {
    for (const view of report.modems) {
      await this.dataSource.transaction((manager) => this.applyModem(manager, report.agentId, view, now));
    }
  }

  private async applyModem(manager: EntityManager, agentId: string, view: ModemStatusView, now: Date): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(Modem)
      .values({
        id: randomUUID(), agentId, port: view.port, state: view.state, iccid: view.iccid, operatorName: view.operatorName,
        signalDbm: view.signal?.dbm ?? null, lastError: view.lastError, lastSeenAt: now,
      })
      .orUpdate(['state', 'iccid', 'operator_name', 'signal_dbm', 'last_error', 'last_seen_at'], ['agent_id', 'port'])
      .execute();
    const modem = await manager.findOneByOrFail(Modem, { agentId, port: view.port });
    // A SIM that left this port is not receiving here any more.
    await manager
      .createQueryBuilder()
      .update(SimNumber)
      .set({ ready: false })
      .where('modem_id = :modem AND (:iccid::text IS NULL OR iccid <> :iccid)', { modem: modem.id, iccid: view.iccid })
      .execute();
    if (!view.iccid) return;

    const country = modem.countryOverride ?? countryOfSim(view.imsi, view.mccMnc);
    const countryView = await this.catalog.country(country);
    const carrier = modem.carrierOverride ?? carrierOfSim(view.operatorName, countryView?.carriers ?? []);
    const number = normalizeNumber(view.number, countryView?.dialPrefix ?? null);
    await manager
      .createQueryBuilder()
      .insert()
      .into(SimNumber)
      .values({
        id: randomUUID(), iccid: view.iccid, imsi: view.imsi, number, country, carrier, modemId: modem.id, ready: view.state === 'ready', lastSeenAt: now,
      })
      .orUpdate(['imsi', 'number', 'country', 'carrier', 'modem_id', 'ready', 'last_seen_at'], ['iccid'])
      .execute();
  }
}
