CREATE TABLE "member_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"offer_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"wagering_required" bigint NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"claim_by" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"ledger_entry_id" bigint,
	CONSTRAINT "member_rewards_amount_positive" CHECK ("member_rewards"."amount" > 0),
	CONSTRAINT "member_rewards_wagering_non_negative" CHECK ("member_rewards"."wagering_required" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_rewards" ADD CONSTRAINT "member_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_rewards_public_id" ON "member_rewards" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_rewards_member_offer" ON "member_rewards" USING btree ("member_id","offer_key");--> statement-breakpoint
CREATE INDEX "member_rewards_member" ON "member_rewards" USING btree ("member_id","offered_at");