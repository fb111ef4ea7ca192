CREATE TABLE "import_sources" (
	"collection" text NOT NULL,
	"source_id" text NOT NULL,
	"target_id" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_sources_collection_source_id_pk" PRIMARY KEY("collection","source_id")
);
