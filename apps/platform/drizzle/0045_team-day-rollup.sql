CREATE TABLE "member_first_deposits" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);--> statement-breakpoint
ALTER TABLE "member_first_deposits" ADD CONSTRAINT "member_first_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "member_last_bets" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);--> statement-breakpoint
ALTER TABLE "member_last_bets" ADD CONSTRAINT "member_last_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "team_day_figures" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"first_depositors" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"last_active" integer DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"win_loss" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_day_figures_pk" PRIMARY KEY("agent_id","day")
);--> statement-breakpoint
ALTER TABLE "team_day_figures" ADD CONSTRAINT "team_day_figures_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "member_first_deposit_moves"("members" integer[], "days" date[]) RETURNS TABLE ("member_id" integer, "day" date, "change" integer) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	r record;
BEGIN
	-- each member's first deposit day, given the earliest such day a write added: a member's first at
	-- once, then a move of one who had one (to an earlier day: a back-dated entry), under the row's lock so
	-- that two writers move it once; answers the moves as -1 and +1 per day
	RETURN QUERY
	INSERT INTO "member_first_deposits" AS f ("member_id", "day")
	SELECT c."member_id", c."day" FROM unnest("members", "days") AS c("member_id", "day") ORDER BY 1
	ON CONFLICT ("member_id") DO NOTHING
	RETURNING f."member_id", f."day", 1;
	FOR r IN
		SELECT f."member_id", f."day" AS "old_day", c."day" AS "new_day"
		FROM unnest("members", "days") AS c("member_id", "day")
		JOIN "member_first_deposits" f ON f."member_id" = c."member_id"
		WHERE c."day" < f."day" ORDER BY 1 FOR UPDATE OF f
	LOOP
		UPDATE "member_first_deposits" SET "day" = r."new_day" WHERE "member_first_deposits"."member_id" = r."member_id";
		"member_id" := r."member_id"; "day" := r."old_day"; "change" := -1; RETURN NEXT;
		"member_id" := r."member_id"; "day" := r."new_day"; "change" := 1; RETURN NEXT;
	END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION "member_last_bet_moves"("members" integer[], "days" date[]) RETURNS TABLE ("member_id" integer, "day" date, "change" integer) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	r record;
BEGIN
	-- each member's latest day of play, given the latest such day a write added: a member's first at
	-- once, then a move of one who had one (to a later day), under the row's lock so
	-- that two writers move it once; answers the moves as -1 and +1 per day
	RETURN QUERY
	INSERT INTO "member_last_bets" AS f ("member_id", "day")
	SELECT c."member_id", c."day" FROM unnest("members", "days") AS c("member_id", "day") ORDER BY 1
	ON CONFLICT ("member_id") DO NOTHING
	RETURNING f."member_id", f."day", 1;
	FOR r IN
		SELECT f."member_id", f."day" AS "old_day", c."day" AS "new_day"
		FROM unnest("members", "days") AS c("member_id", "day")
		JOIN "member_last_bets" f ON f."member_id" = c."member_id"
		WHERE c."day" > f."day" ORDER BY 1 FOR UPDATE OF f
	LOOP
		UPDATE "member_last_bets" SET "day" = r."new_day" WHERE "member_last_bets"."member_id" = r."member_id";
		"member_id" := r."member_id"; "day" := r."old_day"; "change" := -1; RETURN NEXT;
		"member_id" := r."member_id"; "day" := r."new_day"; "change" := 1; RETURN NEXT;
	END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION "team_day_figures_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "team_day_figures" AS tf ("agent_id", "day", "joined", "first_depositors", "active", "last_active", "bets", "stake", "valid_bet", "payout", "win_loss", "deposits", "withdrawals", "bonuses")
	SELECT t."ancestor_id", c."day", sum(c."joined"), sum(c."first_depositors"), sum(c."active"), sum(c."last_active"), sum(c."bets"), sum(c."stake"), sum(c."valid_bet"), sum(c."payout"), sum(c."win_loss"), sum(c."deposits"), sum(c."withdrawals"), sum(c."bonuses")
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
	GROUP BY 1, 2 ORDER BY 1, 2
	ON CONFLICT ("agent_id", "day") DO UPDATE SET
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
END $$;--> statement-breakpoint
CREATE FUNCTION "team_day_figures_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "team_day_figures" AS tf ("agent_id", "day", "joined", "first_depositors", "active", "last_active", "bets", "stake", "valid_bet", "payout", "win_loss", "deposits", "withdrawals", "bonuses")
	SELECT t."ancestor_id", c."day", sum(c."joined"), sum(c."first_depositors"), sum(c."active"), sum(c."last_active"), sum(c."bets"), sum(c."stake"), sum(c."valid_bet"), sum(c."payout"), sum(c."win_loss"), sum(c."deposits"), sum(c."withdrawals"), sum(c."bonuses")
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
	GROUP BY 1, 2 ORDER BY 1, 2
	ON CONFLICT ("agent_id", "day") DO UPDATE SET
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
END $$;--> statement-breakpoint
CREATE TRIGGER "member_day_figures_team_insert" AFTER INSERT ON "member_day_figures" REFERENCING NEW TABLE AS "new_days" FOR EACH STATEMENT EXECUTE FUNCTION "team_day_figures_inserted"();--> statement-breakpoint
CREATE TRIGGER "member_day_figures_team_update" AFTER UPDATE ON "member_day_figures" REFERENCING OLD TABLE AS "old_days" NEW TABLE AS "new_days" FOR EACH STATEMENT EXECUTE FUNCTION "team_day_figures_updated"();--> statement-breakpoint
CREATE FUNCTION "team_day_joined"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- a member placed below uplines brings its whole history to each of them: the day it joined,
	-- its first deposit, its latest day of play and its figures of every day (a new member has only the first)
	INSERT INTO "team_day_figures" AS tf ("agent_id", "day", "joined", "first_depositors", "active", "last_active", "bets", "stake", "valid_bet", "payout", "win_loss", "deposits", "withdrawals", "bonuses")
	SELECT c."agent_id", c."day", sum(c."joined"), sum(c."first_depositors"), sum(c."active"), sum(c."last_active"), sum(c."bets"), sum(c."stake"), sum(c."valid_bet"), sum(c."payout"), sum(c."win_loss"), sum(c."deposits"), sum(c."withdrawals"), sum(c."bonuses")
	FROM (
		SELECT n."ancestor_id" AS "agent_id", (m."created_at" AT TIME ZONE 'Asia/Manila')::date AS "day", 1 AS "joined", 0 AS "first_depositors", 0 AS "active", 0 AS "last_active", 0 AS "bets", 0 AS "stake", 0 AS "valid_bet", 0 AS "payout", 0 AS "win_loss", 0 AS "deposits", 0 AS "withdrawals", 0 AS "bonuses"
		FROM "new_links" n JOIN "members" m ON m."id" = n."descendant_id"
		UNION ALL
		SELECT n."ancestor_id", fd."day", 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
		FROM "new_links" n JOIN "member_first_deposits" fd ON fd."member_id" = n."descendant_id"
		UNION ALL
		SELECT n."ancestor_id", lb."day", 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0
		FROM "new_links" n JOIN "member_last_bets" lb ON lb."member_id" = n."descendant_id"
		UNION ALL
		SELECT n."ancestor_id", f."day", 0, 0, (f."bets" > 0)::int, 0, f."bets", f."stake", f."valid_bet", f."payout", f."win_loss", f."deposits", f."withdrawals", f."bonuses"
		FROM "new_links" n JOIN "member_day_figures" f ON f."member_id" = n."descendant_id"
	) c GROUP BY 1, 2 ORDER BY 1, 2
	ON CONFLICT ("agent_id", "day") DO UPDATE SET
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
END $$;--> statement-breakpoint
CREATE TRIGGER "member_tree_team_day" AFTER INSERT ON "member_tree" REFERENCING NEW TABLE AS "new_links" FOR EACH STATEMENT EXECUTE FUNCTION "team_day_joined"();--> statement-breakpoint
INSERT INTO "member_first_deposits" ("member_id", "day")
SELECT "member_id", min("day") FROM "member_day_figures" WHERE "deposit_entries" > 0 GROUP BY 1;--> statement-breakpoint
INSERT INTO "member_last_bets" ("member_id", "day")
SELECT "member_id", max("day") FROM "member_day_figures" WHERE "bets" > 0 GROUP BY 1;--> statement-breakpoint
INSERT INTO "team_day_figures" AS tf ("agent_id", "day", "joined", "first_depositors", "active", "last_active", "bets", "stake", "valid_bet", "payout", "win_loss", "deposits", "withdrawals", "bonuses")
SELECT c."agent_id", c."day", sum(c."joined"), sum(c."first_depositors"), sum(c."active"), sum(c."last_active"), sum(c."bets"), sum(c."stake"), sum(c."valid_bet"), sum(c."payout"), sum(c."win_loss"), sum(c."deposits"), sum(c."withdrawals"), sum(c."bonuses")
FROM (
		SELECT t."ancestor_id" AS "agent_id", (m."created_at" AT TIME ZONE 'Asia/Manila')::date AS "day", 1 AS "joined", 0 AS "first_depositors", 0 AS "active", 0 AS "last_active", 0 AS "bets", 0 AS "stake", 0 AS "valid_bet", 0 AS "payout", 0 AS "win_loss", 0 AS "deposits", 0 AS "withdrawals", 0 AS "bonuses"
		FROM "member_tree" t JOIN "members" m ON m."id" = t."descendant_id"
		UNION ALL
		SELECT t."ancestor_id", fd."day", 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
		FROM "member_tree" t JOIN "member_first_deposits" fd ON fd."member_id" = t."descendant_id"
		UNION ALL
		SELECT t."ancestor_id", lb."day", 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0
		FROM "member_tree" t JOIN "member_last_bets" lb ON lb."member_id" = t."descendant_id"
		UNION ALL
		SELECT t."ancestor_id", f."day", 0, 0, (f."bets" > 0)::int, 0, f."bets", f."stake", f."valid_bet", f."payout", f."win_loss", f."deposits", f."withdrawals", f."bonuses"
		FROM "member_tree" t JOIN "member_day_figures" f ON f."member_id" = t."descendant_id"
) c GROUP BY 1, 2;
