CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slip_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"play_type" text NOT NULL,
	"numbers" text[] NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_bets_stake_positive" CHECK ("lottery_bets"."stake" > 0),
	CONSTRAINT "lottery_bets_payout_non_negative" CHECK ("lottery_bets"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"status" text NOT NULL,
	"prizes" jsonb,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"game_code" text PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"prize_mode" text NOT NULL,
	"format" text NOT NULL,
	"menu_group" text,
	"names" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"default_play_type" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_slips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"draw_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_slip_id_lottery_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."lottery_slips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_code_lottery_games_game_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."lottery_games"("game_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bets_draw" ON "lottery_bets" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_placed" ON "lottery_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_time" ON "lottery_draws" USING btree ("game_code","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_due" ON "lottery_draws" USING btree ("draw_at") WHERE "lottery_draws"."status" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_slips_member_key" ON "lottery_slips" USING btree ("member_id","idempotency_key");