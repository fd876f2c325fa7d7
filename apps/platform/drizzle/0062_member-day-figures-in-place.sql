-- A game round inserts its BET (and WIN) entries and its bet in one statement, and each insert's
-- trigger upserted the member's figures of the day. An upsert fires both statement triggers of
-- "member_day_figures" (the INSERT one with nothing inserted) and locks the row it then updates (a
-- WAL record of its own): four calls of "member_day_figures_changed" and two row locks a round.
-- Both triggers now hand their rows to one function, which updates a single member's day in place
-- when that row exists (every round of a day after the first) and upserts anything else as before,
-- in key order. The rows it takes are whole figures rows (zero where a trigger adds nothing), built by
-- position: a column added to the table must be added to both triggers' rows, and their cast fails
-- until it is. What the figures hold is unchanged.
CREATE FUNCTION "member_day_figures_add"("changes" "member_day_figures"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	"one" "member_day_figures" := "changes"[1];
BEGIN
	IF cardinality("changes") = 0 THEN
		RETURN;
	END IF;
	IF cardinality("changes") = 1 THEN
		UPDATE "member_day_figures" f SET "bets" = f."bets" + "one"."bets", "stake" = f."stake" + "one"."stake",
			"valid_bet" = f."valid_bet" + "one"."valid_bet", "payout" = f."payout" + "one"."payout", "win_loss" = f."win_loss" + "one"."win_loss",
			"deposit_entries" = f."deposit_entries" + "one"."deposit_entries", "deposits" = f."deposits" + "one"."deposits",
			"withdrawals" = f."withdrawals" + "one"."withdrawals", "bonuses" = f."bonuses" + "one"."bonuses",
			"play_stakes" = f."play_stakes" + "one"."play_stakes", "play_returns" = f."play_returns" + "one"."play_returns"
		WHERE f."member_id" = "one"."member_id" AND f."day" = "one"."day";
		IF FOUND THEN
			RETURN;
		END IF;
	END IF;
	-- rows in key order, so that two writers lock the rows they share in the same order
	INSERT INTO "member_day_figures" AS f SELECT c.* FROM unnest("changes") c ORDER BY c."member_id", c."day"
	ON CONFLICT ("member_id", "day") DO UPDATE SET "bets" = f."bets" + excluded."bets", "stake" = f."stake" + excluded."stake",
		"valid_bet" = f."valid_bet" + excluded."valid_bet", "payout" = f."payout" + excluded."payout", "win_loss" = f."win_loss" + excluded."win_loss",
		"deposit_entries" = f."deposit_entries" + excluded."deposit_entries", "deposits" = f."deposits" + excluded."deposits",
		"withdrawals" = f."withdrawals" + excluded."withdrawals", "bonuses" = f."bonuses" + excluded."bonuses",
		"play_stakes" = f."play_stakes" + excluded."play_stakes", "play_returns" = f."play_returns" + excluded."play_returns";
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "member_day_rounds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "member_day_figures_add"(ARRAY(
		SELECT ROW(b."member_id", (b."created_at" AT TIME ZONE 'Asia/Manila')::date, count(*), sum(b."stake"), sum(b."stake"),
			sum(b."payout"), sum(b."payout" - b."stake"), 0, 0, 0, 0, 0, 0)::"member_day_figures"
		FROM "new_rounds" b GROUP BY b."member_id", (b."created_at" AT TIME ZONE 'Asia/Manila')::date));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "member_day_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "member_day_figures_add"(ARRAY(
		SELECT ROW(e."member_id", (e."created_at" AT TIME ZONE 'Asia/Manila')::date, 0, 0, 0, 0, 0,
			count(*) FILTER (WHERE "member_day_group"(e."kind") = 'DEPOSIT'),
			coalesce(sum(e."amount") FILTER (WHERE "member_day_group"(e."kind") = 'DEPOSIT'), 0),
			coalesce(-sum(e."amount") FILTER (WHERE "member_day_group"(e."kind") = 'WITHDRAWAL'), 0),
			coalesce(sum(e."amount") FILTER (WHERE "member_day_group"(e."kind") = 'BONUS'), 0),
			coalesce(-sum(e."amount") FILTER (WHERE e."kind" IN ('BET', 'LOTTERY_BET', 'TRANSFER_IN')), 0),
			coalesce(sum(e."amount") FILTER (WHERE e."kind" IN ('WIN', 'LOTTERY_WIN', 'TRANSFER_OUT')), 0))::"member_day_figures"
		FROM "new_entries" e
		WHERE "member_day_group"(e."kind") IS NOT NULL
			OR e."kind" IN ('BET', 'LOTTERY_BET', 'TRANSFER_IN', 'WIN', 'LOTTERY_WIN', 'TRANSFER_OUT')
		GROUP BY e."member_id", (e."created_at" AT TIME ZONE 'Asia/Manila')::date));
	RETURN NULL;
END $$;
