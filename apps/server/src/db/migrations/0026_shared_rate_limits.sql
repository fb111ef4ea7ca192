-- The per-address limit on anonymous writes, shared by every server process (issue 28). UNLOGGED:
-- a crash forgives at most a window of hits, and counting a hit writes no WAL.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
