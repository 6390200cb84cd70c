-- The document versions the whole search index was built with (SEARCH_DOCUMENT_VERSION). Left empty here: an index
-- built before it holds older documents (no pinyin of names mixing Latin letters and digits, tiers 0–3), which the
-- server rebuilds in the background, a chunk of goods per job, and then records (SearchMaintenance).
CREATE TABLE "search_document_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
