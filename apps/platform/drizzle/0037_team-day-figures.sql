CREATE TABLE "member_day_figures" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"win_loss" bigint DEFAULT 0 NOT NULL,
	"deposit_entries" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_day_figures_pk" PRIMARY KEY("member_id","day")
);--> statement-breakpoint
ALTER TABLE "member_day_figures" ADD CONSTRAINT "member_day_figures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_day_figures_day" ON "member_day_figures" USING btree ("day","member_id");--> statement-breakpoint
CREATE FUNCTION "member_day_group"("kind" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN "kind" = 'DEPOSIT' OR "kind" LIKE 'DEPOSIT\_%' THEN 'DEPOSIT'
		WHEN "kind" = 'WITHDRAWAL' OR "kind" LIKE 'WITHDRAWAL\_%' THEN 'WITHDRAWAL'
		WHEN "kind" IN ('BONUS', 'REBATE', 'REWARD', 'MISSION', 'REFERRAL')
			OR "kind" LIKE 'BONUS\_%' OR "kind" LIKE 'REBATE\_%' OR "kind" LIKE 'REWARD\_%'
			OR "kind" LIKE 'MISSION\_%' OR "kind" LIKE 'REFERRAL\_%' THEN 'BONUS'
	END
$$;--> statement-breakpoint
CREATE FUNCTION "member_day_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "member_day_figures" ("member_id", "day", "deposit_entries", "deposits", "withdrawals", "bonuses")
	SELECT e."member_id", (e."created_at" AT TIME ZONE 'Asia/Manila')::date,
		count(*) FILTER (WHERE "member_day_group"(e."kind") = 'DEPOSIT'),
		coalesce(sum(e."amount") FILTER (WHERE "member_day_group"(e."kind") = 'DEPOSIT'), 0),
		coalesce(-sum(e."amount") FILTER (WHERE "member_day_group"(e."kind") = 'WITHDRAWAL'), 0),
		coalesce(sum(e."amount") FILTER (WHERE "member_day_group"(e."kind") = 'BONUS'), 0)
	FROM "new_entries" e WHERE "member_day_group"(e."kind") IS NOT NULL
	GROUP BY 1, 2 ORDER BY 1, 2
	ON CONFLICT ("member_id", "day") DO UPDATE SET
		"deposit_entries" = "member_day_figures"."deposit_entries" + excluded."deposit_entries",
		"deposits" = "member_day_figures"."deposits" + excluded."deposits",
		"withdrawals" = "member_day_figures"."withdrawals" + excluded."withdrawals",
		"bonuses" = "member_day_figures"."bonuses" + excluded."bonuses";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_member_day" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "member_day_ledger"();--> statement-breakpoint
CREATE FUNCTION "member_day_rounds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "member_day_figures" ("member_id", "day", "bets", "stake", "valid_bet", "payout", "win_loss")
	SELECT b."member_id", (b."created_at" AT TIME ZONE 'Asia/Manila')::date, count(*), sum(b."stake"),
		sum(b."stake"), sum(b."payout"), sum(b."payout" - b."stake")
	FROM "new_rounds" b GROUP BY 1, 2 ORDER BY 1, 2
	ON CONFLICT ("member_id", "day") DO UPDATE SET
		"bets" = "member_day_figures"."bets" + excluded."bets",
		"stake" = "member_day_figures"."stake" + excluded."stake",
		"valid_bet" = "member_day_figures"."valid_bet" + excluded."valid_bet",
		"payout" = "member_day_figures"."payout" + excluded."payout",
		"win_loss" = "member_day_figures"."win_loss" + excluded."win_loss";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bets_member_day" AFTER INSERT ON "bets" REFERENCING NEW TABLE AS "new_rounds" FOR EACH STATEMENT EXECUTE FUNCTION "member_day_rounds"();--> statement-breakpoint
CREATE FUNCTION "member_day_lottery_placed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "member_day_figures" ("member_id", "day", "bets", "stake", "valid_bet", "payout", "win_loss")
	SELECT lb."member_id", (lb."placed_at" AT TIME ZONE 'Asia/Manila')::date, count(*), sum(lb."stake"),
		coalesce(sum(lb."stake") FILTER (WHERE d."status" = 'SETTLED'), 0), sum(lb."payout"),
		coalesce(sum(lb."payout" - lb."stake") FILTER (WHERE d."status" = 'SETTLED'), 0)
	FROM "new_lottery_bets" lb JOIN "lottery_draws" d ON d."id" = lb."draw_id" GROUP BY 1, 2 ORDER BY 1, 2
	ON CONFLICT ("member_id", "day") DO UPDATE SET
		"bets" = "member_day_figures"."bets" + excluded."bets",
		"stake" = "member_day_figures"."stake" + excluded."stake",
		"valid_bet" = "member_day_figures"."valid_bet" + excluded."valid_bet",
		"payout" = "member_day_figures"."payout" + excluded."payout",
		"win_loss" = "member_day_figures"."win_loss" + excluded."win_loss";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lottery_bets_member_day" AFTER INSERT ON "lottery_bets" REFERENCING NEW TABLE AS "new_lottery_bets" FOR EACH STATEMENT EXECUTE FUNCTION "member_day_lottery_placed"();--> statement-breakpoint
CREATE FUNCTION "member_day_lottery_settled"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "member_day_figures" ("member_id", "day", "valid_bet", "payout", "win_loss")
	SELECT lb."member_id", (lb."placed_at" AT TIME ZONE 'Asia/Manila')::date, sum(lb."stake"),
		sum(lb."payout"), sum(lb."payout" - lb."stake")
	FROM "lottery_bets" lb WHERE lb."draw_id" = NEW."id" GROUP BY 1, 2 ORDER BY 1, 2
	ON CONFLICT ("member_id", "day") DO UPDATE SET
		"valid_bet" = "member_day_figures"."valid_bet" + excluded."valid_bet",
		"payout" = "member_day_figures"."payout" + excluded."payout",
		"win_loss" = "member_day_figures"."win_loss" + excluded."win_loss";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lottery_draws_member_day" AFTER UPDATE OF "status" ON "lottery_draws" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM 'SETTLED' AND NEW."status" = 'SETTLED') EXECUTE FUNCTION "member_day_lottery_settled"();--> statement-breakpoint
INSERT INTO "member_day_figures" ("member_id", "day", "bets", "stake", "valid_bet", "payout", "win_loss", "deposit_entries", "deposits", "withdrawals", "bonuses")
SELECT "member_id", "day", sum("bets"), sum("stake"), sum("valid_bet"), sum("payout"), sum("win_loss"),
	sum("deposit_entries"), sum("deposits"), sum("withdrawals"), sum("bonuses")
FROM (
	SELECT b."member_id", (b."created_at" AT TIME ZONE 'Asia/Manila')::date AS "day", count(*) AS "bets",
		sum(b."stake") AS "stake", sum(b."stake") AS "valid_bet", sum(b."payout") AS "payout",
		sum(b."payout" - b."stake") AS "win_loss", 0 AS "deposit_entries", 0 AS "deposits", 0 AS "withdrawals", 0 AS "bonuses"
	FROM "bets" b GROUP BY 1, 2
	UNION ALL
	SELECT lb."member_id", (lb."placed_at" AT TIME ZONE 'Asia/Manila')::date, count(*), sum(lb."stake"),
		coalesce(sum(lb."stake") FILTER (WHERE d."status" = 'SETTLED'), 0),
		coalesce(sum(lb."payout") FILTER (WHERE d."status" = 'SETTLED'), 0),
		coalesce(sum(lb."payout" - lb."stake") FILTER (WHERE d."status" = 'SETTLED'), 0), 0, 0, 0, 0
	FROM "lottery_bets" lb JOIN "lottery_draws" d ON d."id" = lb."draw_id" GROUP BY 1, 2
	UNION ALL
	SELECT e."member_id", (e."created_at" AT TIME ZONE 'Asia/Manila')::date, 0, 0, 0, 0, 0,
		count(*) FILTER (WHERE "member_day_group"(e."kind") = 'DEPOSIT'),
		coalesce(sum(e."amount") FILTER (WHERE "member_day_group"(e."kind") = 'DEPOSIT'), 0),
		coalesce(-sum(e."amount") FILTER (WHERE "member_day_group"(e."kind") = 'WITHDRAWAL'), 0),
		coalesce(sum(e."amount") FILTER (WHERE "member_day_group"(e."kind") = 'BONUS'), 0)
	FROM "ledger_entries" e WHERE "member_day_group"(e."kind") IS NOT NULL GROUP BY 1, 2
) f GROUP BY 1, 2;
