CREATE TABLE "member_shelf_life_rules" (
	"member_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"months" smallint NOT NULL,
	CONSTRAINT "member_shelf_life_rules_member_id_category_id_pk" PRIMARY KEY("member_id","category_id"),
	CONSTRAINT "member_shelf_life_rules_months_ok" CHECK ("member_shelf_life_rules"."months" BETWEEN 1 AND 36)
);
--> statement-breakpoint
ALTER TABLE "member_shelf_life_rules" ADD CONSTRAINT "member_shelf_life_rules_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_shelf_life_rules" ADD CONSTRAINT "member_shelf_life_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;