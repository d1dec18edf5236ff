import { createOutboxTable } from '@simrelay/messaging';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1763900000000 implements MigrationInterface {
  name = 'Init1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "activations"."activations" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "number_id" uuid NOT NULL, "number" text NOT NULL, "service" character varying(12) NOT NULL, "country" character varying(2) NOT NULL, "carrier" character varying(32), "price_micros" bigint NOT NULL, "hold_id" uuid NOT NULL, "status" character varying(12) NOT NULL, "ban_limit" integer NOT NULL, "forgiven" boolean NOT NULL DEFAULT false, "settlement" character varying(4), "settled_at" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ended_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_db9ffdd659f4ac699248030b596" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "UQ_activations_open_number" ON "activations"."activations"  ("number_id") WHERE "status" IN ('active', 'received')`);
    await q.query(`CREATE INDEX "IDX_activations_expiry" ON "activations"."activations"  ("status", "expires_at")`);
    await q.query(`CREATE INDEX "IDX_activations_user" ON "activations"."activations"  ("user_id", "created_at")`);
    await q.query(`CREATE TABLE "activations"."number_usages" ("number_id" uuid NOT NULL, "service" character varying(12) NOT NULL, "activation_id" uuid, "blocked" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c1052e857324179664b3e277a25" PRIMARY KEY ("number_id", "service"))`);
    await q.query(`CREATE TABLE "activations"."modems" ("id" uuid NOT NULL, "agent_id" character varying(64) NOT NULL, "port" text NOT NULL, "state" character varying(16) NOT NULL, "iccid" text, "operator_name" text, "signal_dbm" integer, "last_error" text, "ban" boolean NOT NULL DEFAULT false, "country_override" character varying(2), "carrier_override" character varying(32), "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_modems_agent_port" UNIQUE ("agent_id", "port"), CONSTRAINT "PK_9ecfc03830854a4e8dbe6091eba" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "activations"."numbers" ("id" uuid NOT NULL, "iccid" text NOT NULL, "imsi" text, "number" text, "country" character varying(2), "carrier" character varying(32), "modem_id" uuid NOT NULL, "ready" boolean NOT NULL DEFAULT false, "rent" boolean NOT NULL DEFAULT false, "replace" boolean NOT NULL DEFAULT false, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, "deleted_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_numbers_iccid" UNIQUE ("iccid"), CONSTRAINT "PK_9d74c17d679ae3b50f5251ef762" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_numbers_country" ON "activations"."numbers"  ("country", "carrier")`);
    await q.query(`CREATE TABLE "activations"."messages" ("id" uuid NOT NULL, "key" text NOT NULL, "kind" character varying(4) NOT NULL, "agent_id" character varying(64) NOT NULL, "iccid" text NOT NULL, "number_id" uuid, "sender" text, "text" text NOT NULL, "code" text, "activation_id" uuid, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_messages_key" UNIQUE ("key"), CONSTRAINT "PK_18325f38ae6de43878487eff986" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_messages_number" ON "activations"."messages"  ("number_id", "received_at")`);
    await q.query(`CREATE INDEX "IDX_messages_activation" ON "activations"."messages"  ("activation_id")`);
    await createOutboxTable(q, 'activations');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['outbox', 'messages', 'numbers', 'modems', 'number_usages', 'activations']) {
      await q.query(`DROP TABLE "activations"."${table}"`);
    }
  }
}
