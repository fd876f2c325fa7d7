CREATE TABLE "lottery_exposure" (
	"draw_id" bigint NOT NULL,
	"limit_key" text NOT NULL,
	"stake" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_draw_id_limit_key_pk" PRIMARY KEY("draw_id","limit_key"),
	CONSTRAINT "lottery_exposure_stake_positive" CHECK ("lottery_exposure"."stake" > 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- the open draws' stakes placed before this table existed count towards its limit
INSERT INTO "lottery_exposure" ("draw_id", "limit_key", "stake")
SELECT b."draw_id", b."play_type" || ':' || array_to_string(array(SELECT unnest(b."numbers") ORDER BY 1), '-'), sum(b."stake")
FROM "lottery_bets" b JOIN "lottery_draws" d ON d."id" = b."draw_id"
WHERE d."status" = 'OPEN'
GROUP BY 1, 2;
