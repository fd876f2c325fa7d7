CREATE TABLE "chat_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_operator_sign_in_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "chat_conversations_member";--> statement-breakpoint
ALTER TABLE "chat_conversations" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_guests_token" ON "chat_guests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "chat_guests_ip" ON "chat_guests" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "chat_operator_sign_in_failures_name" ON "chat_operator_sign_in_failures" USING btree ("name");--> statement-breakpoint
CREATE INDEX "chat_operator_sign_in_failures_ip" ON "chat_operator_sign_in_failures" USING btree ("ip");--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_guest_id_chat_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."chat_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_member_open" ON "chat_conversations" USING btree ("member_id") WHERE "chat_conversations"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_guest_open" ON "chat_conversations" USING btree ("guest_id") WHERE "chat_conversations"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "chat_conversations_guest" ON "chat_conversations" USING btree ("guest_id","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_open_last_at" ON "chat_conversations" USING btree ("last_at") WHERE "chat_conversations"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "chat_conversations_member" ON "chat_conversations" USING btree ("member_id","id");--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_one_owner" CHECK (num_nonnulls("chat_conversations"."member_id", "chat_conversations"."guest_id") = 1);