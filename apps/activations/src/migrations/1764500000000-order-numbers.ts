import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order numbers: the integer id users and the compatible protocols see (their clients parse
 * ids as integers). Activations take the odd numbers from their own sequence, so another
 * product's sequence can take the even ones and the two never meet (see ORDER_NUMBERS in the
 * contracts). Also: the verification an activation waits for (SMS, or the digits of a calling
 * number), and when another code was last asked for.
 */
export class OrderNumbers1764500000000 implements MigrationInterface {
  name = 'OrderNumbers1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE "activations"."activation_order_number" AS bigint START WITH 1 INCREMENT BY 2`);
    // The volatile default numbers the rows already there, one by one.
    await q.query(`ALTER TABLE "activations"."activations" ADD "order_number" bigint NOT NULL DEFAULT nextval('activations.activation_order_number')`);
    await q.query(`ALTER SEQUENCE "activations"."activation_order_number" OWNED BY "activations"."activations"."order_number"`);
    await q.query(`CREATE UNIQUE INDEX "UQ_activations_order_number" ON "activations"."activations" ("order_number")`);
    await q.query(`ALTER TABLE "activations"."activations" ADD "verification" character varying(4) NOT NULL DEFAULT 'sms'`);
    await q.query(`ALTER TABLE "activations"."activations" ADD "again_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "activations"."activations" DROP COLUMN "again_at"`);
    await q.query(`ALTER TABLE "activations"."activations" DROP COLUMN "verification"`);
    await q.query(`DROP INDEX "activations"."UQ_activations_order_number"`);
    // Dropping the column drops the sequence it owns.
    await q.query(`ALTER TABLE "activations"."activations" DROP COLUMN "order_number"`);
  }
}
