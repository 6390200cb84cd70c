CREATE TABLE "sandbox_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"subject" text NOT NULL,
	"amount" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "sandbox_trades_ok" CHECK ("sandbox_trades"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_trades_no_uq" ON "sandbox_trades" USING btree ("trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_trades_out_uq" ON "sandbox_trades" USING btree ("out_trade_no");