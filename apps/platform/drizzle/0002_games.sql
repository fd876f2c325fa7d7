CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"category" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bets_stake_positive" CHECK ("bets"."stake" > 0),
	CONSTRAINT "bets_payout_non_negative" CHECK ("bets"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourite_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"game_type" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" serial PRIMARY KEY NOT NULL,
	"vassalage" text NOT NULL,
	"category" text NOT NULL,
	"game_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"search_names" jsonb NOT NULL,
	"game_classify" text NOT NULL,
	"is_game" text NOT NULL,
	"default_play_type" text,
	"min_bet" integer NOT NULL,
	"line_num" integer NOT NULL,
	"is_hot" smallint DEFAULT 0 NOT NULL,
	"is_new" smallint DEFAULT 0 NOT NULL,
	"palette" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "launch_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_sessions" ADD CONSTRAINT "launch_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_sessions" ADD CONSTRAINT "launch_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_sessions" ADD CONSTRAINT "launch_sessions_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_member_idempotency" ON "bets" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bets_wins" ON "bets" USING btree ("created_at") WHERE "bets"."payout" > 0;--> statement-breakpoint
CREATE INDEX "game_announcements_language" ON "game_announcements" USING btree ("language","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code" ON "games" USING btree ("vassalage","game_code");--> statement-breakpoint
CREATE INDEX "games_category_order" ON "games" USING btree ("category","sort","node_id");--> statement-breakpoint
CREATE INDEX "games_vendor_order" ON "games" USING btree ("vassalage","sort","node_id");--> statement-breakpoint
CREATE INDEX "games_hot" ON "games" USING btree ("category","sort") WHERE "games"."is_hot" = 1;--> statement-breakpoint
CREATE INDEX "launch_sessions_member" ON "launch_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "recent_games_member_played" ON "recent_games" USING btree ("member_id","played_at");