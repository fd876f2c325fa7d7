CREATE TABLE "reality_check_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"minutes" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reality_check_settings_minutes" CHECK ("reality_check_settings"."minutes" in (0, 10, 20, 30, 45, 60))
);
--> statement-breakpoint
CREATE TABLE "reality_check_answers" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reality_check_settings" ADD CONSTRAINT "reality_check_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_check_answers" ADD CONSTRAINT "reality_check_answers_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
