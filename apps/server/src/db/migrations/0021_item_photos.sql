CREATE TABLE "item_photos" (
	"item_id" integer NOT NULL,
	"width" smallint NOT NULL,
	"hash" text NOT NULL,
	"pixel_width" smallint NOT NULL,
	"pixel_height" smallint NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_photos_item_id_width_pk" PRIMARY KEY("item_id","width"),
	CONSTRAINT "item_photos_width_known" CHECK ("item_photos"."width" in (96, 320, 640)),
	CONSTRAINT "item_photos_content_not_empty" CHECK (octet_length("item_photos"."content") > 0)
);
--> statement-breakpoint
ALTER TABLE "item_photos" ADD CONSTRAINT "item_photos_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;