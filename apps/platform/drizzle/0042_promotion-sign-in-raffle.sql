ALTER TABLE "promotions" ADD COLUMN "min_vip_level" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "new_member_days" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "sign_in" jsonb;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "raffle" jsonb;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_sign_in_table" CHECK ("promotions"."kind" <> 'SIGN_IN' or "promotions"."sign_in" is not null);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_raffle_table" CHECK ("promotions"."kind" <> 'RAFFLE' or "promotions"."raffle" is not null);--> statement-breakpoint
CREATE TABLE "promotion_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "promotion_sign_ins" ADD CONSTRAINT "promotion_sign_ins_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_sign_ins" ADD CONSTRAINT "promotion_sign_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_sign_ins_day" ON "promotion_sign_ins" USING btree ("promotion_id","member_id","day");--> statement-breakpoint
CREATE TABLE "promotion_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"ticket" integer NOT NULL,
	"prize" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reward_id" text NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "promotion_draws" ADD CONSTRAINT "promotion_draws_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_draws" ADD CONSTRAINT "promotion_draws_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_draws_ticket" ON "promotion_draws" USING btree ("promotion_id","member_id","ticket");
