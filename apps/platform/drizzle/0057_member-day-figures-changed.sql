-- A round changes its member's figures of today two or three times (its bet, its BET and WIN
-- entries), and each change ran four statement triggers (0045's two for the teams, 0056's two for the
-- running totals): about thirty statements, most of them finding nothing to do, and a recount of the
-- member's running totals from the changed day on. One function now serves both triggers, in at most
-- one statement per table it writes: a change of the latest day of a member's figures (a round of
-- today) adds its difference to that day's running totals in place; a new day or an earlier one (a
-- settled draw, a back-dated entry) is counted again from that day, as before. The first-deposit and
-- latest-play moves run only when a change may move them. What the triggers write is unchanged.
CREATE TYPE "member_day_change" AS ("member_id" integer, "day" date, "active" integer, "bets" bigint, "stake" bigint, "valid_bet" bigint, "payout" bigint, "win_loss" bigint, "deposits" bigint, "withdrawals" bigint, "bonuses" bigint, "first_deposit" boolean, "first_bet" boolean);
--> statement-breakpoint
-- every member with figures has its lock row (0056 wrote the running totals of earlier figures without one)
INSERT INTO "member_day_running_locks" ("member_id")
SELECT DISTINCT f."member_id" FROM "member_day_figures" f ORDER BY 1
ON CONFLICT ("member_id") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "member_day_figures_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"changes" "member_day_change"[];
	"recount" "member_day"[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		-- a new day of a member: its running totals counted from it, its figures added to the teams
		SELECT ARRAY(SELECT ROW(n."member_id", n."day", (n."bets" > 0)::int, n."bets", n."stake", n."valid_bet", n."payout", n."win_loss", n."deposits", n."withdrawals", n."bonuses", n."deposit_entries" > 0, n."bets" > 0)::"member_day_change"
				FROM "new_days" n),
			ARRAY(SELECT ROW(n."member_id", min(n."day"))::"member_day" FROM "new_days" n GROUP BY n."member_id")
		INTO "changes", "recount";
	ELSE
		-- the play guard's stakes and returns change with every round and are no part of these figures.
		-- Every writer of a member's running totals holds its lock row (taken in member order), so that
		-- a difference added in place lands on totals that a recount, running meanwhile from figures
		-- this change was not yet part of, has written. A day that has a later one has its difference
		-- in the later totals too: that is counted again from the earliest such day
		WITH "changed" AS MATERIALIZED (
			SELECT n."member_id", n."day", (n."bets" > 0)::int - (o."bets" > 0)::int AS "active", n."bets" - o."bets" AS "bets",
				n."stake" - o."stake" AS "stake", n."valid_bet" - o."valid_bet" AS "valid_bet", n."payout" - o."payout" AS "payout",
				n."win_loss" - o."win_loss" AS "win_loss", n."deposits" - o."deposits" AS "deposits",
				n."withdrawals" - o."withdrawals" AS "withdrawals", n."bonuses" - o."bonuses" AS "bonuses",
				n."deposit_entries" > 0 AND o."deposit_entries" = 0 AS "first_deposit", n."bets" > 0 AND o."bets" = 0 AS "first_bet"
			FROM "new_days" n JOIN "old_days" o ON o."member_id" = n."member_id" AND o."day" = n."day"
			WHERE (n."bets", n."stake", n."valid_bet", n."payout", n."win_loss", n."deposit_entries", n."deposits", n."withdrawals", n."bonuses")
				IS DISTINCT FROM (o."bets", o."stake", o."valid_bet", o."payout", o."win_loss", o."deposit_entries", o."deposits", o."withdrawals", o."bonuses")
		), "running" AS MATERIALIZED (
			SELECT c.* FROM "changed" c WHERE (c."deposits", c."withdrawals", c."bonuses", c."valid_bet", c."win_loss") <> (0, 0, 0, 0, 0)
		), "locked" AS MATERIALIZED (
			SELECT l."member_id" FROM "member_day_running_locks" l
			WHERE l."member_id" IN (SELECT r."member_id" FROM "running" r) ORDER BY 1 FOR UPDATE
		), "added" AS (
			UPDATE "member_day_running" t SET "deposits" = t."deposits" + r."deposits", "withdrawals" = t."withdrawals" + r."withdrawals",
				"bonuses" = t."bonuses" + r."bonuses", "valid_bet" = t."valid_bet" + r."valid_bet", "win_loss" = t."win_loss" + r."win_loss"
			FROM "running" r
			WHERE t."member_id" = r."member_id" AND t."day" = r."day" AND t."next_day" = 'infinity'
				AND r."member_id" IN (SELECT l."member_id" FROM "locked" l)
			RETURNING t."member_id", t."day"
		)
		SELECT ARRAY(SELECT ROW(c."member_id", c."day", c."active", c."bets", c."stake", c."valid_bet", c."payout", c."win_loss", c."deposits", c."withdrawals", c."bonuses", c."first_deposit", c."first_bet")::"member_day_change"
				FROM "changed" c),
			ARRAY(SELECT ROW(r."member_id", min(r."day"))::"member_day" FROM "running" r
				WHERE NOT EXISTS (SELECT 1 FROM "added" a WHERE a."member_id" = r."member_id" AND a."day" = r."day")
				GROUP BY r."member_id")
		INTO "changes", "recount";
	END IF;
	-- the running totals first, the teams' rows after: every writer takes the members' locks before
	-- the team rows they share
	IF cardinality("recount") > 0 THEN
		PERFORM "member_day_running_from"("recount");
	END IF;
	IF cardinality("changes") > 0 THEN
		-- rows in key order, so that two writers lock the rows they share in the same order
		INSERT INTO "team_day_figures" AS tf ("agent_id", "day", "stripe", "joined", "first_depositors", "active", "last_active", "bets", "stake", "valid_bet", "payout", "win_loss", "deposits", "withdrawals", "bonuses")
		SELECT t."ancestor_id", c."day", (c."member_id" % 16)::smallint, 0, sum(c."first_depositors"), sum(c."active"), sum(c."last_active"), sum(c."bets"), sum(c."stake"), sum(c."valid_bet"), sum(c."payout"), sum(c."win_loss"), sum(c."deposits"), sum(c."withdrawals"), sum(c."bonuses")
		FROM (
			SELECT c."member_id", c."day", 0 AS "first_depositors", c."active", 0 AS "last_active", c."bets", c."stake", c."valid_bet", c."payout", c."win_loss", c."deposits", c."withdrawals", c."bonuses"
			FROM unnest("changes") c
			UNION ALL
			-- a member's first deposit or first play of a day may move its first-deposit or latest-play day
			SELECT moves."member_id", moves."day", moves."first_depositors", 0, moves."last_active", 0, 0, 0, 0, 0, 0, 0, 0
			FROM (SELECT ARRAY(SELECT ROW(c."member_id", min(c."day"))::"member_day" FROM unnest("changes") c WHERE c."first_deposit" GROUP BY c."member_id") AS "first_deposits",
					ARRAY(SELECT ROW(c."member_id", max(c."day"))::"member_day" FROM unnest("changes") c WHERE c."first_bet" GROUP BY c."member_id") AS "last_bets") pairs
			CROSS JOIN LATERAL "member_day_moves"(pairs."first_deposits", pairs."last_bets") moves
			WHERE cardinality(pairs."first_deposits") + cardinality(pairs."last_bets") > 0
		) c JOIN "member_tree" t ON t."descendant_id" = c."member_id"
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("agent_id", "day", "stripe") DO UPDATE SET
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
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "member_day_figures_team_insert" ON "member_day_figures";
--> statement-breakpoint
DROP TRIGGER "member_day_figures_team_update" ON "member_day_figures";
--> statement-breakpoint
DROP TRIGGER "member_day_figures_running_insert" ON "member_day_figures";
--> statement-breakpoint
DROP TRIGGER "member_day_figures_running_update" ON "member_day_figures";
--> statement-breakpoint
DROP FUNCTION "team_day_figures_inserted"();
--> statement-breakpoint
DROP FUNCTION "team_day_figures_updated"();
--> statement-breakpoint
DROP FUNCTION "member_day_running_inserted"();
--> statement-breakpoint
DROP FUNCTION "member_day_running_updated"();
--> statement-breakpoint
CREATE TRIGGER "member_day_figures_changed_insert" AFTER INSERT ON "member_day_figures" REFERENCING NEW TABLE AS "new_days" FOR EACH STATEMENT EXECUTE FUNCTION "member_day_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "member_day_figures_changed_update" AFTER UPDATE ON "member_day_figures" REFERENCING OLD TABLE AS "old_days" NEW TABLE AS "new_days" FOR EACH STATEMENT EXECUTE FUNCTION "member_day_figures_changed"();
