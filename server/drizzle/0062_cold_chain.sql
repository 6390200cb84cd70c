CREATE TABLE "shipment_temperatures" (
	"shipment_id" integer PRIMARY KEY NOT NULL,
	"readings" jsonb NOT NULL,
	"min_celsius" real NOT NULL,
	"max_celsius" real NOT NULL,
	"operator_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "cold_chain" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_temperatures" ADD CONSTRAINT "shipment_temperatures_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;