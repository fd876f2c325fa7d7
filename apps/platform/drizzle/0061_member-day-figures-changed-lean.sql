-- A game round upserts its member's figures of today twice (its bet's figures, then the play guard's
-- stakes and returns of its BET and WIN entries), and an upsert fires both statement triggers, so
-- "member_day_figures_changed" (0057) ran four times a round. Most of PostgreSQL's work in a round
-- was starting the plans of that function's two large statements (the running totals' locks and
-- update, the team rows' insert with the first-deposit and latest-play moves), run even when they
-- had nothing to do. A change is now read once from the transition tables; an update that changes
-- nothing the teams or the running totals count (the play guard's columns) ends there; the moves
-- join the team rows' insert only when a change may move them (a member's first deposit or first
-- play of a day), still in that one statement, whose rows are locked in key order. What the
-- triggers write is unchanged.
CREATE OR REPLACE FUNCTION "member_day_figures_changed"() RETURNS trigger LANGUAGE plpgsql
SET "plan_cache_mode" = 'force_generic_plan' AS $$
DECLARE
	"changes" "member_day_change"[];
	"recount" "member_day"[];
	"first_deposits" "member_day"[];
	"last_bets" "member_day"[];
	"one" "member_day_change";
BEGIN
	IF TG_OP = 'INSERT' THEN
		-- a new day of a member: its running totals counted from it, its figures added to the teams
		SELECT ARRAY(SELECT ROW(n."member_id", n."day", (n."bets" > 0)::int, n."bets", n."stake", n."valid_bet", n."payout", n."win_loss", n."deposits", n."withdrawals", n."bonuses", n."deposit_entries" > 0, n."bets" > 0)::"member_day_change"
				FROM "new_days" n),
			ARRAY(SELECT ROW(n."member_id", min(n."day"))::"member_day" FROM "new_days" n GROUP BY n."member_id")
		INTO "changes", "recount";
	ELSE
		-- the play guard's stakes and returns change with every round and are no part of these figures
		SELECT ARRAY(SELECT ROW(n."member_id", n."day", (n."bets" > 0)::int - (o."bets" > 0)::int, n."bets" - o."bets",
				n."stake" - o."stake", n."valid_bet" - o."valid_bet", n."payout" - o."payout", n."win_loss" - o."win_loss",
				n."deposits" - o."deposits", n."withdrawals" - o."withdrawals", n."bonuses" - o."bonuses",
				n."deposit_entries" > 0 AND o."deposit_entries" = 0, n."bets" > 0 AND o."bets" = 0)::"member_day_change"
			FROM "new_days" n JOIN "old_days" o ON o."member_id" = n."member_id" AND o."day" = n."day"
			WHERE (n."bets", n."stake", n."valid_bet", n."payout", n."win_loss", n."deposit_entries", n."deposits", n."withdrawals", n."bonuses")
				IS DISTINCT FROM (o."bets", o."stake", o."valid_bet", o."payout", o."win_loss", o."deposit_entries", o."deposits", o."withdrawals", o."bonuses"))
		INTO "changes";
		IF cardinality("changes") = 0 THEN
			RETURN NULL;
		END IF;
		"one" := "changes"[1];
		IF cardinality("changes") = 1 AND NOT "one"."first_deposit" AND NOT "one"."first_bet" THEN
			-- one member's day that moves neither its first deposit nor its latest play (a game round):
			-- the same writes in statements on that one key, without the aggregates a batch needs
			IF ("one"."deposits", "one"."withdrawals", "one"."bonuses", "one"."valid_bet", "one"."win_loss") <> (0, 0, 0, 0, 0) THEN
				PERFORM 1 FROM "member_day_running_locks" l WHERE l."member_id" = "one"."member_id" FOR UPDATE;
				UPDATE "member_day_running" t SET "deposits" = t."deposits" + "one"."deposits", "withdrawals" = t."withdrawals" + "one"."withdrawals",
					"bonuses" = t."bonuses" + "one"."bonuses", "valid_bet" = t."valid_bet" + "one"."valid_bet", "win_loss" = t."win_loss" + "one"."win_loss"
				WHERE t."member_id" = "one"."member_id" AND t."day" = "one"."day" AND t."next_day" = 'infinity'
					AND EXISTS (SELECT 1 FROM "member_day_running_locks" l WHERE l."member_id" = "one"."member_id");
				IF NOT FOUND THEN
					PERFORM "member_day_running_from"(ARRAY[ROW("one"."member_id", "one"."day")::"member_day"]);
				END IF;
			END IF;
			-- rows in key order, so that two writers lock the rows they share in the same order
			INSERT INTO "team_day_figures" AS tf ("agent_id", "day", "stripe", "joined", "first_depositors", "active", "last_active", "bets", "stake", "valid_bet", "payout", "win_loss", "deposits", "withdrawals", "bonuses")
			SELECT t."ancestor_id", "one"."day", ("one"."member_id" % 16)::smallint, 0, 0, "one"."active", 0, "one"."bets", "one"."stake", "one"."valid_bet", "one"."payout", "one"."win_loss", "one"."deposits", "one"."withdrawals", "one"."bonuses"
			FROM "member_tree" t WHERE t."descendant_id" = "one"."member_id"
			ORDER BY 1
			ON CONFLICT ("agent_id", "day", "stripe") DO UPDATE SET
				"active" = tf."active" + excluded."active",
				"bets" = tf."bets" + excluded."bets",
				"stake" = tf."stake" + excluded."stake",
				"valid_bet" = tf."valid_bet" + excluded."valid_bet",
				"payout" = tf."payout" + excluded."payout",
				"win_loss" = tf."win_loss" + excluded."win_loss",
				"deposits" = tf."deposits" + excluded."deposits",
				"withdrawals" = tf."withdrawals" + excluded."withdrawals",
				"bonuses" = tf."bonuses" + excluded."bonuses";
			RETURN NULL;
		END IF;
		-- Every writer of a member's running totals holds its lock row (taken in member order), so that
		-- a difference added in place lands on totals that a recount, running meanwhile from figures
		-- this change was not yet part of, has written. A day that has a later one has its difference
		-- in the later totals too: that is counted again from the earliest such day
		WITH "running" AS MATERIALIZED (
			SELECT c.* FROM unnest("changes") c WHERE (c."deposits", c."withdrawals", c."bonuses", c."valid_bet", c."win_loss") <> (0, 0, 0, 0, 0)
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
		SELECT ARRAY(SELECT ROW(r."member_id", min(r."day"))::"member_day" FROM "running" r
				WHERE NOT EXISTS (SELECT 1 FROM "added" a WHERE a."member_id" = r."member_id" AND a."day" = r."day")
				GROUP BY r."member_id")
		INTO "recount";
	END IF;
	-- the running totals first, the teams' rows after: every writer takes the members' locks before
	-- the team rows they share
	IF cardinality("recount") > 0 THEN
		PERFORM "member_day_running_from"("recount");
	END IF;
	IF cardinality("changes") = 0 THEN
		RETURN NULL;
	END IF;
	-- a member's first deposit or first play of a day may move its first-deposit or latest-play day
	SELECT ARRAY(SELECT ROW(c."member_id", min(c."day"))::"member_day" FROM unnest("changes") c WHERE c."first_deposit" GROUP BY c."member_id"),
		ARRAY(SELECT ROW(c."member_id", max(c."day"))::"member_day" FROM unnest("changes") c WHERE c."first_bet" GROUP BY c."member_id")
	INTO "first_deposits", "last_bets";
	-- rows in key order, so that two writers lock the rows they share in the same order; the moves are
	-- read only when there are some (a one-time filter of the plan)
	INSERT INTO "team_day_figures" AS tf ("agent_id", "day", "stripe", "joined", "first_depositors", "active", "last_active", "bets", "stake", "valid_bet", "payout", "win_loss", "deposits", "withdrawals", "bonuses")
	SELECT t."ancestor_id", c."day", (c."member_id" % 16)::smallint, 0, sum(c."first_depositors"), sum(c."active"), sum(c."last_active"), sum(c."bets"), sum(c."stake"), sum(c."valid_bet"), sum(c."payout"), sum(c."win_loss"), sum(c."deposits"), sum(c."withdrawals"), sum(c."bonuses")
	FROM (
		SELECT c."member_id", c."day", 0 AS "first_depositors", c."active", 0 AS "last_active", c."bets", c."stake", c."valid_bet", c."payout", c."win_loss", c."deposits", c."withdrawals", c."bonuses"
		FROM unnest("changes") c
		UNION ALL
		SELECT moves."member_id", moves."day", moves."first_depositors", 0, moves."last_active", 0, 0, 0, 0, 0, 0, 0, 0
		FROM "member_day_moves"("first_deposits", "last_bets") moves
		WHERE cardinality("first_deposits") + cardinality("last_bets") > 0
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
	RETURN NULL;
END $$;
