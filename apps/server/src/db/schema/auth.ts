import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { outlets, stores, teams } from './organisation.ts';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-case: 'Priya' and 'priya' are one person. */
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  role: text('role', {
    enum: ['admin', 'finance', 'store-staff', 'warehouse', 'production', 'outlet'],
  }).notNull(),
  /** A production user's team, or null for every team. */
  teamId: text('team_id').references(() => teams.id),
  /** An outlet user's outlet, or null for every outlet. */
  outletId: text('outlet_id').references(() => outlets.id),
  /** A store-staff user's store, or null for every store. */
  storeId: text('store_id').references(() => stores.id),
  passwordHash: text('password_hash').notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Only a hash of each token is stored: a copy of this table does not let anyone sign in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Wrong sign-ins counted per client address ("ip:<address>") and per address and account
 * ("account:<address>:<username>"), in PostgreSQL so every server process sees the same counts.
 * An account is never locked as such: only the address that guessed wrong waits.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * Addresses someone signed in from with the right password, and when last: during a flood of
 * wrong passwords from many new addresses, a sign-in from an address with this good record goes
 * ahead of them in the line for password hashing (sign-in-throttle.ts, password.ts).
 */
export const signInKnownAddresses = pgTable('sign_in_known_addresses', {
  address: text('address').primaryKey(),
  lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
});
