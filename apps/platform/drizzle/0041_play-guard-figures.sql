ALTER TABLE "member_day_figures" ADD COLUMN "play_stakes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_day_figures" ADD COLUMN "play_returns" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "member_day_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "member_day_figures" ("member_id", "day", "deposit_entries", "deposits", "withdrawals", "bonuses", "play_stakes", "play_returns")
	SELECT e."member_id", (e."created_at" AT TIME ZONE 'Asia/Manila')::date,
		count(*) FILTER (WHERE "member_day_group"(e."kind") = 'DEPOSIT'),
		coalesce(sum(e."amount") FILTER (WHERE "member_day_group"(e."kind") = 'DEPOSIT'), 0),
		coalesce(-sum(e."amount") FILTER (WHERE "member_day_group"(e."kind") = 'WITHDRAWAL'), 0),
		coalesce(sum(e."amount") FILTER (WHERE "member_day_group"(e."kind") = 'BONUS'), 0),
		coalesce(-sum(e."amount") FILTER (WHERE e."kind" IN ('BET', 'LOTTERY_BET', 'TRANSFER_IN')), 0),
		coalesce(sum(e."amount") FILTER (WHERE e."kind" IN ('WIN', 'LOTTERY_WIN', 'TRANSFER_OUT')), 0)
	FROM "new_entries" e
	WHERE "member_day_group"(e."kind") IS NOT NULL
		OR e."kind" IN ('BET', 'LOTTERY_BET', 'TRANSFER_IN', 'WIN', 'LOTTERY_WIN', 'TRANSFER_OUT')
	GROUP BY 1, 2 ORDER BY 1, 2
	ON CONFLICT ("member_id", "day") DO UPDATE SET
		"deposit_entries" = "member_day_figures"."deposit_entries" + excluded."deposit_entries",
		"deposits" = "member_day_figures"."deposits" + excluded."deposits",
		"withdrawals" = "member_day_figures"."withdrawals" + excluded."withdrawals",
		"bonuses" = "member_day_figures"."bonuses" + excluded."bonuses",
		"play_stakes" = "member_day_figures"."play_stakes" + excluded."play_stakes",
		"play_returns" = "member_day_figures"."play_returns" + excluded."play_returns";
	RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "member_day_figures" ("member_id", "day", "play_stakes", "play_returns")
SELECT e."member_id", (e."created_at" AT TIME ZONE 'Asia/Manila')::date,
	coalesce(-sum(e."amount") FILTER (WHERE e."kind" IN ('BET', 'LOTTERY_BET', 'TRANSFER_IN')), 0),
	coalesce(sum(e."amount") FILTER (WHERE e."kind" IN ('WIN', 'LOTTERY_WIN', 'TRANSFER_OUT')), 0)
FROM "ledger_entries" e
WHERE e."kind" IN ('BET', 'LOTTERY_BET', 'TRANSFER_IN', 'WIN', 'LOTTERY_WIN', 'TRANSFER_OUT')
GROUP BY 1, 2
ON CONFLICT ("member_id", "day") DO UPDATE SET
	"play_stakes" = excluded."play_stakes",
	"play_returns" = excluded."play_returns";
