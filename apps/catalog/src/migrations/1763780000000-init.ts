import { createOutboxTable } from '@simrelay/messaging';
import { MigrationInterface, QueryRunner } from 'typeorm';

const NONE = `'00000000-0000-0000-0000-000000000000'::uuid`;

export class Init1763780000000 implements MigrationInterface {
  name = 'Init1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "catalog"."countries" (
      "code" character varying(2) NOT NULL,
      "dial_prefix" character varying(8) NOT NULL,
      "name_en" text NOT NULL,
      "name_ru" text NOT NULL,
      "name_uk" text NOT NULL,
      "enabled" boolean NOT NULL DEFAULT true,
      CONSTRAINT "PK_countries" PRIMARY KEY ("code"))`);
    await q.query(`CREATE TABLE "catalog"."carriers" (
      "id" uuid NOT NULL,
      "country_code" character varying(2) NOT NULL,
      "code" character varying(32) NOT NULL,
      "name" text NOT NULL,
      CONSTRAINT "UQ_carriers_country_code" UNIQUE ("country_code", "code"),
      CONSTRAINT "PK_carriers" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "catalog"."services" (
      "id" uuid NOT NULL,
      "code" character varying(12) NOT NULL,
      "name" text NOT NULL,
      "icon" text NOT NULL,
      "enabled" boolean NOT NULL DEFAULT true,
      "pattern" text,
      "senders" text array NOT NULL DEFAULT '{}',
      "call_digits" integer,
      "deleted_at" TIMESTAMP WITH TIME ZONE,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "UQ_services_code" UNIQUE ("code"),
      CONSTRAINT "PK_services" PRIMARY KEY ("id"))`);
    await q.query(`CREATE TABLE "catalog"."offers" (
      "id" uuid NOT NULL,
      "service_id" uuid NOT NULL,
      "country_code" character varying(2) NOT NULL,
      "carrier_id" uuid,
      "price_micros" bigint NOT NULL,
      "deleted_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "PK_offers" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_offers_country" ON "catalog"."offers" ("country_code")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_offers_key" ON "catalog"."offers" ("service_id", "country_code", COALESCE("carrier_id", ${NONE}))`);
    await q.query(`CREATE TABLE "catalog"."rental_prices" (
      "id" uuid NOT NULL,
      "country_code" character varying(2) NOT NULL,
      "service_id" uuid,
      "period_hours" integer NOT NULL,
      "price_micros" bigint NOT NULL,
      CONSTRAINT "PK_rental_prices" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_rental_prices_country" ON "catalog"."rental_prices" ("country_code")`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_rental_prices_key" ON "catalog"."rental_prices" ("country_code", COALESCE("service_id", ${NONE}), "period_hours")`,
    );
    await q.query(`CREATE TABLE "catalog"."settings" (
      "key" text NOT NULL,
      "value" jsonb NOT NULL,
      CONSTRAINT "PK_catalog_settings" PRIMARY KEY ("key"))`);
    await createOutboxTable(q, 'catalog');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['outbox', 'settings', 'rental_prices', 'offers', 'services', 'carriers', 'countries']) {
      await q.query(`DROP TABLE "catalog"."${table}"`);
    }
  }
}
