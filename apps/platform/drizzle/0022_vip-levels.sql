CREATE TABLE "vip_level_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"level" integer NOT NULL,
	"previous_level" integer NOT NULL,
	"valid_bet" bigint NOT NULL,
	"deposits" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_level_history_up" CHECK ("vip_level_history"."level" > "vip_level_history"."previous_level")
);
--> statement-breakpoint
ALTER TABLE "vip_level_history" ADD CONSTRAINT "vip_level_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_level_history_member_day" ON "vip_level_history" USING btree ("member_id","day");