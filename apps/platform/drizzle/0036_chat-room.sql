CREATE TABLE "chat_room_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL,
	"member_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_room_mutes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"muted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_room_messages" ADD CONSTRAINT "chat_room_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_mutes" ADD CONSTRAINT "chat_room_mutes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_room_messages_public_id" ON "chat_room_messages" USING btree ("public_id");
