CREATE TABLE "play_limits" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"pending_from" timestamp with time zone,
	"pending_amount" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "play_limits_amount_positive" CHECK ("play_limits"."amount" > 0),
	CONSTRAINT "play_limits_pending_positive" CHECK ("play_limits"."pending_amount" is null or "play_limits"."pending_amount" > 0)
);--> statement-breakpoint
CREATE TABLE "play_limit_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"action" text NOT NULL,
	"amount" bigint,
	"at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "play_exclusions" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"duration" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reopen_requested_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limit_changes" ADD CONSTRAINT "play_limit_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_exclusions" ADD CONSTRAINT "play_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_limit_changes_member" ON "play_limit_changes" USING btree ("member_id","at");
