-- User P&L reads each team member's running totals standing at two days (0056) through
-- "member_day_running_standing", then fetched every row from the table: a month of the demo network's
-- top agent read all 6,380 of its pages twice (100,000 rows spread over all of them). The index now
-- carries the figures it answers with, so both reads are index-only scans (about 1,000 pages in all):
-- where the visibility map marks a page all-visible. PostgreSQL's autovacuum keeps it; PGlite has no
-- autovacuum, so the platform vacuums these tables itself when it runs on PGlite (pglite-upkeep.ts).
-- The figures are in the index, so the in-place update of a member's latest day (0057) is no longer
-- a HOT update: it writes an entry in each of the table's indexes (500 single-row updates of the
-- demo network's latest figures through the triggers on PGlite: 1.6-3.9 ms CPU each either way).
DROP INDEX "member_day_running_standing";
--> statement-breakpoint
CREATE INDEX "member_day_running_standing" ON "member_day_running" USING btree ("next_day","day")
	INCLUDE ("member_id", "days", "deposits", "withdrawals", "bonuses", "valid_bet", "win_loss");
