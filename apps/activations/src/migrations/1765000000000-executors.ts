import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Upstream executors (providers we buy numbers from when our pool has none), the resells
 * (each number bought upstream and sold on), and who fulfils each activation.
 */
export class Executors1765000000000 implements MigrationInterface {
  name = 'Executors1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "activations"."executors" ("id" uuid NOT NULL, "name" character varying(64) NOT NULL, "kind" character varying(16) NOT NULL, "base_url" text NOT NULL, "api_key_sealed" text NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "priority" integer NOT NULL DEFAULT 0, "services" text array NOT NULL DEFAULT '{}', "countries" text array NOT NULL DEFAULT '{}', "max_cost_micros" bigint NOT NULL, "sale_rule" character varying(8) NOT NULL DEFAULT 'margin', "margin_percent" numeric(7,2) NOT NULL DEFAULT '0', "fixed_price_micros" bigint, "currency_rate" numeric(18,8) NOT NULL DEFAULT '1', "requests_per_second" integer NOT NULL DEFAULT 5, "route_first" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_executors_name" UNIQUE ("name"), CONSTRAINT "PK_executors" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "activations"."resells" ("id" uuid NOT NULL, "executor_id" uuid NOT NULL, "upstream_id" text NOT NULL, "activation_id" uuid, "number" text NOT NULL, "service" character varying(12) NOT NULL, "country" character varying(2) NOT NULL, "cost_micros" bigint NOT NULL, "price_micros" bigint NOT NULL, "state" character varying(12) NOT NULL, "end_as" character varying(12), "code" text, "code_at" TIMESTAMP WITH TIME ZONE, "late_code" text, "late_code_at" TIMESTAMP WITH TIME ZONE, "remove_requested" boolean NOT NULL DEFAULT false, "failures" integer NOT NULL DEFAULT 0, "next_check_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "ended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_resells" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "UQ_resells_upstream" ON "activations"."resells" ("executor_id", "upstream_id")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_resells_activation" ON "activations"."resells" ("activation_id")`);
    await q.query(`CREATE INDEX "IDX_resells_due" ON "activations"."resells" ("state", "next_check_at")`);
    await q.query(`CREATE INDEX "IDX_resells_executor" ON "activations"."resells" ("executor_id", "created_at")`);
    await q.query(`ALTER TABLE "activations"."activations" ADD "executor" character varying(64) NOT NULL DEFAULT 'own'`);
    await q.query(`ALTER TABLE "activations"."activations" ADD "upstream_activation_id" text`);
    await q.query(`CREATE INDEX "IDX_activations_executor" ON "activations"."activations" ("executor", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "activations"."IDX_activations_executor"`);
    await q.query(`ALTER TABLE "activations"."activations" DROP COLUMN "upstream_activation_id"`);
    await q.query(`ALTER TABLE "activations"."activations" DROP COLUMN "executor"`);
    await q.query(`DROP TABLE "activations"."resells"`);
    await q.query(`DROP TABLE "activations"."executors"`);
  }
}
