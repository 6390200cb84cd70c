ALTER TABLE "members" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "locked_until";