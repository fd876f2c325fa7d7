-- A member's write adds itself to the day row of each of its uplines (0045), so the top agent's row
-- of the day was one row for its whole team, locked by each writer until its commit: 50 parallel
-- rounds of one team's members ran at a fifth of the rate of members of no team. Each (agent, day)
-- is now 16 rows, a member writing the one of its id modulo 16; readers add the stripes up.
ALTER TABLE "team_day_figures" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "team_day_figures" DROP CONSTRAINT "team_day_figures_pk";
--> statement-breakpoint
ALTER TABLE "team_day_figures" ADD CONSTRAINT "team_day_figures_pk" PRIMARY KEY("agent_id","day","stripe");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "team_day_figures_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "team_day_figures" AS tf ("agent_id", "day", "stripe", "joined", "first_depositors", "active", "last_active", "bets", "stake", "valid_bet", "payout", "win_loss", "deposits", "withdrawals", "bonuses")
	SELECT t."ancestor_id", c."day", (c."member_id" % 16)::smallint, sum(c."joined"), sum(c."first_depositors"), sum(c."active"), sum(c."last_active"), sum(c."bets"), sum(c."stake"), sum(c."valid_bet"), sum(c."payout"), sum(c."win_loss"), sum(c."deposits"), sum(c."withdrawals"), sum(c."bonuses")
	FROM (
		SELECT n."member_id", n."day", 0 AS "joined", 0 AS "first_depositors", (n."bets" > 0)::int AS "active", 0 AS "last_active", n."bets" AS "bets", n."stake" AS "stake", n."valid_bet" AS "valid_bet", n."payout" AS "payout", n."win_loss" AS "win_loss", n."deposits" AS "deposits", n."withdrawals" AS "withdrawals", n."bonuses" AS "bonuses"
		FROM "new_days" n WHERE true
		UNION ALL
		SELECT moves."member_id", moves."day", 0, moves."change", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
		FROM "member_first_deposit_moves"(
			ARRAY(SELECT x."member_id" FROM (SELECT n."member_id", min(n."day") AS "day" FROM "new_days" n
				WHERE n."deposit_entries" > 0 GROUP BY 1 ORDER BY 1) x),
			ARRAY(SELECT x."day" FROM (SELECT n."member_id", min(n."day") AS "day" FROM "new_days" n
				WHERE n."deposit_entries" > 0 GROUP BY 1 ORDER BY 1) x)) moves
		UNION ALL
		SELECT moves."member_id", moves."day", 0, 0, 0, moves."change", 0, 0, 0, 0, 0, 0, 0, 0
		FROM "member_last_bet_moves"(
			ARRAY(SELECT x."member_id" FROM (SELECT n."member_id", max(n."day") AS "day" FROM "new_days" n
				WHERE n."bets" > 0 GROUP BY 1 ORDER BY 1) x),
			ARRAY(SELECT x."day" FROM (SELECT n."member_id", max(n."day") AS "day" FROM "new_days" n
				WHERE n."bets" > 0 GROUP BY 1 ORDER BY 1) x)) moves
	) c JOIN "member_tree" t ON t."descendant_id" = c."member_id"
	GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
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
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "team_day_figures_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "team_day_figures" AS tf ("agent_id", "day", "stripe", "joined", "first_depositors", "active", "last_active", "bets", "stake", "valid_bet", "payout", "win_loss", "deposits", "withdrawals", "bonuses")
	SELECT t."ancestor_id", c."day", (c."member_id" % 16)::smallint, sum(c."joined"), sum(c."first_depositors"), sum(c."active"), sum(c."last_active"), sum(c."bets"), sum(c."stake"), sum(c."valid_bet"), sum(c."payout"), sum(c."win_loss"), sum(c."deposits"), sum(c."withdrawals"), sum(c."bonuses")
	FROM (
		SELECT n."member_id", n."day", 0 AS "joined", 0 AS "first_depositors", (n."bets" > 0)::int - (o."bets" > 0)::int AS "active", 0 AS "last_active", n."bets" - o."bets" AS "bets", n."stake" - o."stake" AS "stake", n."valid_bet" - o."valid_bet" AS "valid_bet", n."payout" - o."payout" AS "payout", n."win_loss" - o."win_loss" AS "win_loss", n."deposits" - o."deposits" AS "deposits", n."withdrawals" - o."withdrawals" AS "withdrawals", n."bonuses" - o."bonuses" AS "bonuses"
		FROM "new_days" n JOIN "old_days" o ON o."member_id" = n."member_id" AND o."day" = n."day" WHERE (n."bets", n."stake", n."valid_bet", n."payout", n."win_loss", n."deposit_entries", n."deposits", n."withdrawals", n."bonuses")
			IS DISTINCT FROM (o."bets", o."stake", o."valid_bet", o."payout", o."win_loss", o."deposit_entries", o."deposits", o."withdrawals", o."bonuses")
		UNION ALL
		SELECT moves."member_id", moves."day", 0, moves."change", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
		FROM "member_first_deposit_moves"(
			ARRAY(SELECT x."member_id" FROM (SELECT n."member_id", min(n."day") AS "day" FROM "new_days" n JOIN "old_days" o ON o."member_id" = n."member_id" AND o."day" = n."day"
				WHERE n."deposit_entries" > 0 AND o."deposit_entries" = 0 GROUP BY 1 ORDER BY 1) x),
			ARRAY(SELECT x."day" FROM (SELECT n."member_id", min(n."day") AS "day" FROM "new_days" n JOIN "old_days" o ON o."member_id" = n."member_id" AND o."day" = n."day"
				WHERE n."deposit_entries" > 0 AND o."deposit_entries" = 0 GROUP BY 1 ORDER BY 1) x)) moves
		UNION ALL
		SELECT moves."member_id", moves."day", 0, 0, 0, moves."change", 0, 0, 0, 0, 0, 0, 0, 0
		FROM "member_last_bet_moves"(
			ARRAY(SELECT x."member_id" FROM (SELECT n."member_id", max(n."day") AS "day" FROM "new_days" n JOIN "old_days" o ON o."member_id" = n."member_id" AND o."day" = n."day"
				WHERE n."bets" > 0 AND o."bets" = 0 GROUP BY 1 ORDER BY 1) x),
			ARRAY(SELECT x."day" FROM (SELECT n."member_id", max(n."day") AS "day" FROM "new_days" n JOIN "old_days" o ON o."member_id" = n."member_id" AND o."day" = n."day"
				WHERE n."bets" > 0 AND o."bets" = 0 GROUP BY 1 ORDER BY 1) x)) moves
	) c JOIN "member_tree" t ON t."descendant_id" = c."member_id"
	GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
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
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "team_day_joined"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- a member placed below uplines brings its whole history to each of them: the day it joined,
	-- its first deposit, its latest day of play and its figures of every day (a new member has only the first)
	INSERT INTO "team_day_figures" AS tf ("agent_id", "day", "stripe", "joined", "first_depositors", "active", "last_active", "bets", "stake", "valid_bet", "payout", "win_loss", "deposits", "withdrawals", "bonuses")
	SELECT c."agent_id", c."day", c."stripe", sum(c."joined"), sum(c."first_depositors"), sum(c."active"), sum(c."last_active"), sum(c."bets"), sum(c."stake"), sum(c."valid_bet"), sum(c."payout"), sum(c."win_loss"), sum(c."deposits"), sum(c."withdrawals"), sum(c."bonuses")
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
	) c GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
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
	RETURN NULL;
END $$;
