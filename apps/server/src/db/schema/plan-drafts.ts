import type { PlanDraftPlans } from '@kadai/contract';
import { date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { teams } from './organisation.ts';

/**
 * A planner's typed Req/plan values on /planning, per user, team and business day: saved
 * while typing, so a session that ends (or a submit that meets one) does not lose them. Replaced
 * whole on each save; a day's drafts are simply left behind (a new day starts empty).
 */
export const planDrafts = pgTable(
  'plan_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    plans: jsonb('plans').$type<PlanDraftPlans>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId, t.businessDay] })],
);
