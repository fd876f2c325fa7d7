ALTER TABLE "member_rewards" ADD COLUMN "forfeited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_rewards" ADD COLUMN "forfeited_amount" bigint;--> statement-breakpoint
ALTER TABLE "member_rewards" ADD COLUMN "forfeit_entry_id" bigint;--> statement-breakpoint
CREATE INDEX "member_rewards_member_claimed" ON "member_rewards" USING btree ("member_id","claimed_at");