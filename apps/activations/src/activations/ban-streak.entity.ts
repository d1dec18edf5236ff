import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A user's one-time activations that ended without SMS since their last code (or since the ends
 * a ban already counted): raised by each such end, cleared by a code. Kept as a count, so a
 * user with a high ban limit costs the same per end as one with the default.
 */
@Entity({ name: 'ban_streaks' })
export class BanStreak {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('integer', { name: 'without_sms', default: 0 }) withoutSms!: number;
}
