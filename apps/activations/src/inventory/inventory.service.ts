import { Injectable } from '@nestjs/common';
import type { AgentStatusReport, ModemStatusView } from '@simrelay/contracts';
import { pgPool, queryPrepared } from '@simrelay/persistence';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CatalogCache } from '../clients/catalog-cache';
import { carrierOfSim, countryOfSim, normalizeNumber } from './sim-origin';

/** What an operator set on a port, read once per heartbeat. */
interface PortOverrides {
  country_override: string | null;
  carrier_override: string | null;
}

const OVERRIDES = `SELECT port, country_override, carrier_override FROM activations.modems WHERE agent_id = $1`;

/**
 * A port's heartbeat in one statement: the modem's row; its SIM's row, on this modem now; any
 * other SIM that was here, no longer ready. A SIM's row is locked for that statement alone, as
 * a buyer skips a locked row (a whole report's rows held at once would leave buyers nothing).
 */
const APPLY_PORT = `
  WITH modem AS (
    INSERT INTO activations.modems (id, agent_id, port, state, iccid, operator_name, signal_dbm, last_error, last_seen_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
    ON CONFLICT (agent_id, port) DO UPDATE SET state = EXCLUDED.state, iccid = EXCLUDED.iccid, operator_name = EXCLUDED.operator_name,
      signal_dbm = EXCLUDED.signal_dbm, last_error = EXCLUDED.last_error, last_seen_at = EXCLUDED.last_seen_at
    RETURNING id
  ), departed AS (
    UPDATE activations.numbers n SET ready = false FROM modem WHERE n.modem_id = modem.id AND n.ready AND ($5::text IS NULL OR n.iccid <> $5)
  )
  INSERT INTO activations.numbers (id, iccid, imsi, number, country, carrier, modem_id, ready, last_seen_at)
  SELECT $10, $5, $11, $12, $13, $14, modem.id, $15, $9 FROM modem WHERE $5::text IS NOT NULL
  ON CONFLICT (iccid) DO UPDATE SET imsi = EXCLUDED.imsi, number = EXCLUDED.number, country = EXCLUDED.country, carrier = EXCLUDED.carrier,
    modem_id = EXCLUDED.modem_id, ready = EXCLUDED.ready, last_seen_at = EXCLUDED.last_seen_at`;

/** The modems and SIMs as the agents' heartbeats describe them, keyed by port and by ICCID. */
@Injectable()
export class InventoryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogCache,
  ) {}

  /** A statement per port (a rack's heartbeat was six round trips per port through TypeORM). */
  async applyStatus(report: AgentStatusReport, now = new Date()): Promise<void> {
    const pool = pgPool(this.dataSource);
    const rows = await queryPrepared<PortOverrides & { port: string }>(pool, OVERRIDES, [report.agentId]);
    const overrides = new Map(rows.map((row) => [row.port, row]));
    for (const view of report.modems) {
      await queryPrepared(pool, APPLY_PORT, await this.portValues(report.agentId, view, now, overrides.get(view.port)));
    }
  }

  /** APPLY_PORT's values in order (the modem's, then its SIM's): where the SIM is from, by the operator's word first. */
  private async portValues(agentId: string, view: ModemStatusView, now: Date, overrides?: PortOverrides): Promise<unknown[]> {
    const country = overrides?.country_override ?? countryOfSim(view.imsi, view.mccMnc);
    const countryView = view.iccid ? await this.catalog.country(country) : undefined;
    const carrier = overrides?.carrier_override ?? carrierOfSim(view.operatorName, countryView?.carriers ?? []);
    const number = normalizeNumber(view.number, countryView?.dialPrefix ?? null);
    return [
      randomUUID(), agentId, view.port, view.state, view.iccid, view.operatorName, view.signal?.dbm ?? null, view.lastError, now,
      randomUUID(), view.imsi, number, country, carrier, view.state === 'ready',
    ];
  }
}
