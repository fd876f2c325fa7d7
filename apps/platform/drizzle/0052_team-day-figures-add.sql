-- The three triggers that keep "team_day_figures" (0045, striped in 0048) each repeated the same
-- upsert of twelve sums, and the two first-deposit and last-bet moves each selected their member and
-- day pairs twice (once per array). The upsert is now one function the three call, and each move's
-- pairs are selected once and split into the two arrays. What the triggers write is unchanged.
CREATE TYPE "team_day_change" AS ("agent_id" integer, "day" date, "stripe" smallint, "joined" bigint, "first_depositors" bigint, "active" bigint, "last_active" bigint, "bets" bigint, "stake" bigint, "valid_bet" bigint, "payout" bigint, "win_loss" bigint, "deposits" bigint, "withdrawals" bigint, "bonuses" bigint);
--> statement-breakpoint
CREATE FUNCTION "team_day_figures_add"("changes" "team_day_change"[]) RETURNS void LANGUAGE sql AS $$
	-- rows in key order, so that two writers lock the rows they share in the same order
	INSERT INTO "team_day_figures" AS tf ("agent_id", "day", "stripe", "joined", "first_depositors", "active", "last_active", "bets", "stake", "valid_bet", "payout", "win_loss", "deposits", "withdrawals", "bonuses")
	SELECT c."agent_id", c."day", c."stripe", c."joined", c."first_depositors", c."active", c."last_active", c."bets", c."stake", c."valid_bet", c."payout", c."win_loss", c."deposits", c."withdrawals", c."bonuses"
	FROM unnest("changes") c ORDER BY 1, 2, 3
	ON CONFLICT ("agent_id", "day", "stripe") DO UPDATE SET
		"joined" = tf."joined" + excluded."joined",
		"first_depositors" = tf."first_depositors" + excluded."first_depositors",
		"active" = tf."active" + excluded."active",
		"last_active" = tf."last_active" + excluded."last_active",
		"bets" = tf."bets" + excluded."bets",
		"stake" = tf."stake" + excluded."stake",
		"valid_bet" = tf."valid_bet" + excluded."valid_bet",
		"payout" = tf."payout" + excluded."payout",
		"win_loss" = tf."win_loss" + excluded."win_loss",
		"deposits" = tf."deposits" + excluded."deposits",
		"withdrawals" = tf."withdrawals" + excluded."withdrawals",
		"bonuses" = tf."bonuses" + excluded."bonuses";
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "team_day_figures_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "team_day_figures_add"(ARRAY(
		SELECT ROW(t."ancestor_id", c."day", (c."member_id" % 16)::smallint, sum(c."joined"), sum(c."first_depositors"), sum(c."active"), sum(c."last_active"), sum(c."bets"), sum(c."stake"), sum(c."valid_bet"), sum(c."payout"), sum(c."win_loss"), sum(c."deposits"), sum(c."withdrawals"), sum(c."bonuses"))::"team_day_change"
		FROM (
			SELECT n."member_id", n."day", 0 AS "joined", 0 AS "first_depositors", (n."bets" > 0)::int AS "active", 0 AS "last_active", n."bets" AS "bets", n."stake" AS "stake", n."valid_bet" AS "valid_bet", n."payout" AS "payout", n."win_loss" AS "win_loss", n."deposits" AS "deposits", n."withdrawals" AS "withdrawals", n."bonuses" AS "bonuses"
			FROM "new_days" n
			UNION ALL
			SELECT moves."member_id", moves."day", 0, moves."change", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
			FROM (SELECT array_agg(x."member_id" ORDER BY x."member_id") AS "members", array_agg(x."day" ORDER BY x."member_id") AS "days"
				FROM (SELECT n."member_id", min(n."day") AS "day" FROM "new_days" n WHERE n."deposit_entries" > 0 GROUP BY 1) x) pairs
			CROSS JOIN LATERAL "member_first_deposit_moves"(pairs."members", pairs."days") moves
			UNION ALL
			SELECT moves."member_id", moves."day", 0, 0, 0, moves."change", 0, 0, 0, 0, 0, 0, 0, 0
			FROM (SELECT array_agg(x."member_id" ORDER BY x."member_id") AS "members", array_agg(x."day" ORDER BY x."member_id") AS "days"
				FROM (SELECT n."member_id", max(n."day") AS "day" FROM "new_days" n WHERE n."bets" > 0 GROUP BY 1) x) pairs
			CROSS JOIN LATERAL "member_last_bet_moves"(pairs."members", pairs."days") moves
		) c JOIN "member_tree" t ON t."descendant_id" = c."member_id"
		GROUP BY t."ancestor_id", c."day", (c."member_id" % 16)::smallint));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "team_day_figures_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "team_day_figures_add"(ARRAY(
		SELECT ROW(t."ancestor_id", c."day", (c."member_id" % 16)::smallint, sum(c."joined"), sum(c."first_depositors"), sum(c."active"), sum(c."last_active"), sum(c."bets"), sum(c."stake"), sum(c."valid_bet"), sum(c."payout"), sum(c."win_loss"), sum(c."deposits"), sum(c."withdrawals"), sum(c."bonuses"))::"team_day_change"
		FROM (
			SELECT n."member_id", n."day", 0 AS "joined", 0 AS "first_depositors", (n."bets" > 0)::int - (o."bets" > 0)::int AS "active", 0 AS "last_active", n."bets" - o."bets" AS "bets", n."stake" - o."stake" AS "stake", n."valid_bet" - o."valid_bet" AS "valid_bet", n."payout" - o."payout" AS "payout", n."win_loss" - o."win_loss" AS "win_loss", n."deposits" - o."deposits" AS "deposits", n."withdrawals" - o."withdrawals" AS "withdrawals", n."bonuses" - o."bonuses" AS "bonuses"
			FROM "new_days" n JOIN "old_days" o ON o."member_id" = n."member_id" AND o."day" = n."day" WHERE (n."bets", n."stake", n."valid_bet", n."payout", n."win_loss", n."deposit_entries", n."deposits", n."withdrawals", n."bonuses")
				IS DISTINCT FROM (o."bets", o."stake", o."valid_bet", o."payout", o."win_loss", o."deposit_entries", o."deposits", o."withdrawals", o."bonuses")
			UNION ALL
			SELECT moves."member_id", moves."day", 0, moves."change", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
			FROM (SELECT array_agg(x."member_id" ORDER BY x."member_id") AS "members", array_agg(x."day" ORDER BY x."member_id") AS "days"
				FROM (SELECT n."member_id", min(n."day") AS "day" FROM "new_days" n JOIN "old_days" o ON o."member_id" = n."member_id" AND o."day" = n."day"
					WHERE n."deposit_entries" > 0 AND o."deposit_entries" = 0 GROUP BY 1) x) pairs
			CROSS JOIN LATERAL "member_first_deposit_moves"(pairs."members", pairs."days") moves
			UNION ALL
			SELECT moves."member_id", moves."day", 0, 0, 0, moves."change", 0, 0, 0, 0, 0, 0, 0, 0
			FROM (SELECT array_agg(x."member_id" ORDER BY x."member_id") AS "members", array_agg(x."day" ORDER BY x."member_id") AS "days"
				FROM (SELECT n."member_id", max(n."day") AS "day" FROM "new_days" n JOIN "old_days" o ON o."member_id" = n."member_id" AND o."day" = n."day"
					WHERE n."bets" > 0 AND o."bets" = 0 GROUP BY 1) x) pairs
			CROSS JOIN LATERAL "member_last_bet_moves"(pairs."members", pairs."days") moves
		) c JOIN "member_tree" t ON t."descendant_id" = c."member_id"
		GROUP BY t."ancestor_id", c."day", (c."member_id" % 16)::smallint));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "team_day_joined"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- a member placed below uplines brings its whole history to each of them: the day it joined,
	-- its first deposit, its latest day of play and its figures of every day (a new member has only the first)
	PERFORM "team_day_figures_add"(ARRAY(
		SELECT ROW(c."agent_id", c."day", c."stripe", sum(c."joined"), sum(c."first_depositors"), sum(c."active"), sum(c."last_active"), sum(c."bets"), sum(c."stake"), sum(c."valid_bet"), sum(c."payout"), sum(c."win_loss"), sum(c."deposits"), sum(c."withdrawals"), sum(c."bonuses"))::"team_day_change"
		FROM (
			SELECT n."ancestor_id" AS "agent_id", (n."descendant_id" % 16)::smallint AS "stripe", (m."created_at" AT TIME ZONE 'Asia/Manila')::date AS "day", 1 AS "joined", 0 AS "first_depositors", 0 AS "active", 0 AS "last_active", 0 AS "bets", 0 AS "stake", 0 AS "valid_bet", 0 AS "payout", 0 AS "win_loss", 0 AS "deposits", 0 AS "withdrawals", 0 AS "bonuses"
			FROM "new_links" n JOIN "members" m ON m."id" = n."descendant_id"
			UNION ALL
			SELECT n."ancestor_id", (n."descendant_id" % 16)::smallint, fd."day", 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
			FROM "new_links" n JOIN "member_first_deposits" fd ON fd."member_id" = n."descendant_id"
			UNION ALL
			SELECT n."ancestor_id", (n."descendant_id" % 16)::smallint, lb."day", 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0
			FROM "new_links" n JOIN "member_last_bets" lb ON lb."member_id" = n."descendant_id"
			UNION ALL
			SELECT n."ancestor_id", (n."descendant_id" % 16)::smallint, f."day", 0, 0, (f."bets" > 0)::int, 0, f."bets", f."stake", f."valid_bet", f."payout", f."win_loss", f."deposits", f."withdrawals", f."bonuses"
			FROM "new_links" n JOIN "member_day_figures" f ON f."member_id" = n."descendant_id"
		) c GROUP BY c."agent_id", c."day", c."stripe"));
	RETURN NULL;
END $$;
