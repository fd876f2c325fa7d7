-- The two triggers that add a change of "member_day_figures" to the teams (0052) each picked their
-- members' first-deposit and latest-play days and handed them to "member_first_deposit_moves" and
-- "member_last_bet_moves" through the same two sub-selects. One function now takes both sets of
-- (member, day) pairs and answers the moves; the triggers only say which pairs. What they write is unchanged.
CREATE TYPE "member_day" AS ("member_id" integer, "day" date);
--> statement-breakpoint
CREATE FUNCTION "member_day_moves"("first_deposits" "member_day"[], "last_bets" "member_day"[])
RETURNS TABLE ("member_id" integer, "day" date, "first_depositors" integer, "last_active" integer) LANGUAGE sql AS $$
	-- each set's pairs in member order, so that two writers lock the members they share in the same order
	SELECT moves."member_id", moves."day", moves."change", 0
	FROM (SELECT array_agg(p."member_id" ORDER BY p."member_id") AS "members", array_agg(p."day" ORDER BY p."member_id") AS "days"
		FROM unnest("first_deposits") p) pairs
	CROSS JOIN LATERAL "member_first_deposit_moves"(pairs."members", pairs."days") moves
	UNION ALL
	SELECT moves."member_id", moves."day", 0, moves."change"
	FROM (SELECT array_agg(p."member_id" ORDER BY p."member_id") AS "members", array_agg(p."day" ORDER BY p."member_id") AS "days"
		FROM unnest("last_bets") p) pairs
	CROSS JOIN LATERAL "member_last_bet_moves"(pairs."members", pairs."days") moves
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
			SELECT moves."member_id", moves."day", 0, moves."first_depositors", 0, moves."last_active", 0, 0, 0, 0, 0, 0, 0, 0
			FROM "member_day_moves"(
				ARRAY(SELECT ROW(n."member_id", min(n."day"))::"member_day" FROM "new_days" n WHERE n."deposit_entries" > 0 GROUP BY n."member_id"),
				ARRAY(SELECT ROW(n."member_id", max(n."day"))::"member_day" FROM "new_days" n WHERE n."bets" > 0 GROUP BY n."member_id")) moves
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
			SELECT moves."member_id", moves."day", 0, moves."first_depositors", 0, moves."last_active", 0, 0, 0, 0, 0, 0, 0, 0
			FROM "member_day_moves"(
				ARRAY(SELECT ROW(n."member_id", min(n."day"))::"member_day" FROM "new_days" n JOIN "old_days" o ON o."member_id" = n."member_id" AND o."day" = n."day"
					WHERE n."deposit_entries" > 0 AND o."deposit_entries" = 0 GROUP BY n."member_id"),
				ARRAY(SELECT ROW(n."member_id", max(n."day"))::"member_day" FROM "new_days" n JOIN "old_days" o ON o."member_id" = n."member_id" AND o."day" = n."day"
					WHERE n."bets" > 0 AND o."bets" = 0 GROUP BY n."member_id")) moves
		) c JOIN "member_tree" t ON t."descendant_id" = c."member_id"
		GROUP BY t."ancestor_id", c."day", (c."member_id" % 16)::smallint));
	RETURN NULL;
END $$;
--> statement-breakpoint
-- User P&L summed every team member's figures of every day of the range (a month of the demo
-- network: 203,000 member days summed into 45,000 members per answer). Each member's running totals
-- per day of figures make any range two rows per member whatever its length: the totals at its last
-- day less those before its first, read where each member's totals stand at a day ("next_day" lies
-- past it).
CREATE TABLE "member_day_running" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"next_day" date NOT NULL,
	"days" integer NOT NULL,
	"deposits" bigint NOT NULL,
	"withdrawals" bigint NOT NULL,
	"bonuses" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"win_loss" bigint NOT NULL,
	CONSTRAINT "member_day_running_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
ALTER TABLE "member_day_running" ADD CONSTRAINT "member_day_running_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "member_day_running_standing" ON "member_day_running" USING btree ("next_day","day");
--> statement-breakpoint
CREATE INDEX "member_day_running_member_standing" ON "member_day_running" USING btree ("member_id","next_day");
--> statement-breakpoint
CREATE TABLE "member_day_running_locks" (
	"member_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_day_running_locks" ADD CONSTRAINT "member_day_running_locks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION "member_day_running_from"("starts" "member_day"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- a round's ledger entry changes only the play guard's figures: nothing to add up
	IF coalesce(cardinality("starts"), 0) = 0 THEN
		RETURN;
	END IF;
	-- each member's totals from the earliest day a write changed, added up again from its figures
	-- under a lock on the member's row of "member_day_running_locks" (taken in member order): a second
	-- writer of the same member waits, then adds up with the first one's figures committed (each
	-- statement below reads what is committed when it starts). Row locks, not advisory ones: a write
	-- of tens of thousands of members (a settled draw, a seed) would overflow the lock table
	INSERT INTO "member_day_running_locks" ("member_id")
	SELECT DISTINCT s."member_id" FROM unnest("starts") s ORDER BY 1
	ON CONFLICT ("member_id") DO NOTHING;
	PERFORM 1 FROM "member_day_running_locks" l
	WHERE l."member_id" IN (SELECT s."member_id" FROM unnest("starts") s)
	ORDER BY l."member_id" FOR UPDATE;
	WITH "origins" AS (
		SELECT s."member_id", min(s."day") AS "day" FROM unnest("starts") s GROUP BY 1
	), "bases" AS (
		SELECT o."member_id", o."day", b."day" AS "base_day", coalesce(b."days", 0) AS "days",
			coalesce(b."deposits", 0) AS "deposits", coalesce(b."withdrawals", 0) AS "withdrawals",
			coalesce(b."bonuses", 0) AS "bonuses", coalesce(b."valid_bet", 0) AS "valid_bet", coalesce(b."win_loss", 0) AS "win_loss"
		FROM "origins" o LEFT JOIN LATERAL (
			SELECT r.* FROM "member_day_running" r WHERE r."member_id" = o."member_id" AND r."day" < o."day"
			ORDER BY r."day" DESC LIMIT 1) b ON true
	), "linked" AS (
		-- the day before a write's earliest now leads to it (it may be a new day)
		UPDATE "member_day_running" r SET "next_day" = b."day" FROM "bases" b
		WHERE r."member_id" = b."member_id" AND r."day" = b."base_day" AND r."next_day" <> b."day"
	)
	INSERT INTO "member_day_running" AS r ("member_id", "day", "next_day", "days", "deposits", "withdrawals", "bonuses", "valid_bet", "win_loss")
	SELECT f."member_id", f."day", coalesce(lead(f."day") OVER w, 'infinity'), b."days" + row_number() OVER w,
		b."deposits" + sum(f."deposits") OVER w, b."withdrawals" + sum(f."withdrawals") OVER w, b."bonuses" + sum(f."bonuses") OVER w,
		b."valid_bet" + sum(f."valid_bet") OVER w, b."win_loss" + sum(f."win_loss") OVER w
	FROM "bases" b JOIN "member_day_figures" f ON f."member_id" = b."member_id" AND f."day" >= b."day"
	WINDOW w AS (PARTITION BY f."member_id" ORDER BY f."day" ROWS UNBOUNDED PRECEDING)
	ORDER BY 1, 2
	ON CONFLICT ("member_id", "day") DO UPDATE SET
		"next_day" = excluded."next_day", "days" = excluded."days", "deposits" = excluded."deposits",
		"withdrawals" = excluded."withdrawals", "bonuses" = excluded."bonuses", "valid_bet" = excluded."valid_bet",
		"win_loss" = excluded."win_loss"
	WHERE (r."next_day", r."days", r."deposits", r."withdrawals", r."bonuses", r."valid_bet", r."win_loss")
		IS DISTINCT FROM (excluded."next_day", excluded."days", excluded."deposits", excluded."withdrawals", excluded."bonuses", excluded."valid_bet", excluded."win_loss");
END $$;
--> statement-breakpoint
CREATE FUNCTION "member_day_running_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "member_day_running_from"(ARRAY(SELECT ROW(n."member_id", min(n."day"))::"member_day" FROM "new_days" n GROUP BY n."member_id"));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "member_day_running_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- the play guard's stakes and returns change with every round and are no part of the P&L
	PERFORM "member_day_running_from"(ARRAY(
		SELECT ROW(n."member_id", min(n."day"))::"member_day"
		FROM "new_days" n JOIN "old_days" o ON o."member_id" = n."member_id" AND o."day" = n."day"
		WHERE (n."deposits", n."withdrawals", n."bonuses", n."valid_bet", n."win_loss")
			IS DISTINCT FROM (o."deposits", o."withdrawals", o."bonuses", o."valid_bet", o."win_loss")
		GROUP BY n."member_id"));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "member_day_figures_running_insert" AFTER INSERT ON "member_day_figures" REFERENCING NEW TABLE AS "new_days" FOR EACH STATEMENT EXECUTE FUNCTION "member_day_running_inserted"();
--> statement-breakpoint
CREATE TRIGGER "member_day_figures_running_update" AFTER UPDATE ON "member_day_figures" REFERENCING OLD TABLE AS "old_days" NEW TABLE AS "new_days" FOR EACH STATEMENT EXECUTE FUNCTION "member_day_running_updated"();
--> statement-breakpoint
INSERT INTO "member_day_running" ("member_id", "day", "next_day", "days", "deposits", "withdrawals", "bonuses", "valid_bet", "win_loss")
SELECT f."member_id", f."day", coalesce(lead(f."day") OVER w, 'infinity'), row_number() OVER w,
	sum(f."deposits") OVER w, sum(f."withdrawals") OVER w, sum(f."bonuses") OVER w, sum(f."valid_bet") OVER w, sum(f."win_loss") OVER w
FROM "member_day_figures" f
WINDOW w AS (PARTITION BY f."member_id" ORDER BY f."day" ROWS UNBOUNDED PRECEDING);
