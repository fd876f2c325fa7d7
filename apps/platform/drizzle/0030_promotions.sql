CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reward" bigint NOT NULL,
	"period" text,
	"category" text,
	"target" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotions_reward_positive" CHECK ("promotions"."reward" > 0),
	CONSTRAINT "promotions_period_order" CHECK ("promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_join_target" CHECK ("promotions"."kind" <> 'JOIN' or ("promotions"."category" is not null and "promotions"."target" > 0 and "promotions"."period" is not null))
);--> statement-breakpoint
CREATE TABLE "promotion_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text NOT NULL,
	"remark" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_member" ON "promotion_entries" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_entries_applying" ON "promotion_entries" USING btree ("entered_at") WHERE "promotion_entries"."status" = 'APPLYING';
