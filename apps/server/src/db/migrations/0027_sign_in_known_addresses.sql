CREATE TABLE "sign_in_known_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
