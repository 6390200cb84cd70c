ALTER TABLE "operators" ADD COLUMN "role" text DEFAULT 'audit' NOT NULL;--> statement-breakpoint
-- Accounts made before roles existed could do everything: they keep that as 超级管理员.
UPDATE "operators" SET "role" = 'super';
