ALTER TABLE "members" ADD COLUMN "public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "members_public_id" ON "members" USING btree ("public_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_public_id" ON "ledger_entries" USING btree ("public_id");--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_public_id" ON "bets" USING btree ("public_id");--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_public_id" ON "lottery_draws" USING btree ("public_id");--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD COLUMN "public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_public_id" ON "lottery_bets" USING btree ("public_id");--> statement-breakpoint
ALTER TABLE "chat_guests" ADD COLUMN "public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_guests_public_id" ON "chat_guests" USING btree ("public_id");--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_public_id" ON "chat_conversations" USING btree ("public_id");--> statement-breakpoint
UPDATE "ledger_entries" SET "reference" = 'lottery:' || d."game_code" || ':' || d."public_id" FROM "lottery_draws" d WHERE "ledger_entries"."reference" = 'lottery:' || d."game_code" || ':' || d."id";--> statement-breakpoint
ALTER TABLE "lottery_draws" ALTER COLUMN "seed" DROP NOT NULL;--> statement-breakpoint
DELETE FROM "lottery_draws" d WHERE d."status" = 'OPEN' AND NOT EXISTS (SELECT 1 FROM "lottery_bets" b WHERE b."draw_id" = d."id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "seq" integer;--> statement-breakpoint
UPDATE "chat_messages" SET "seq" = n."seq" FROM (SELECT "id", row_number() OVER (PARTITION BY "conversation_id" ORDER BY "id") AS "seq" FROM "chat_messages") n WHERE "chat_messages"."id" = n."id";--> statement-breakpoint
UPDATE "chat_conversations" c SET "member_read_id" = (SELECT count(*) FROM "chat_messages" m WHERE m."conversation_id" = c."id" AND m."id" <= c."member_read_id"), "operator_read_id" = (SELECT count(*) FROM "chat_messages" m WHERE m."conversation_id" = c."id" AND m."id" <= c."operator_read_id");--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
DROP INDEX "chat_messages_conversation";--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq" ON "chat_messages" USING btree ("conversation_id","seq");
