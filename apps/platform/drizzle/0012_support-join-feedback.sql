CREATE TABLE "affiliate_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"channels" jsonb NOT NULL,
	"expected_players" integer NOT NULL,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket" text NOT NULL,
	"member_id" integer NOT NULL,
	"question_type" text NOT NULL,
	"content" text NOT NULL,
	"screenshot_type" text,
	"screenshot" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD CONSTRAINT "affiliate_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_ticket_id_feedback_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."feedback_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tickets" ADD CONSTRAINT "feedback_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_applications_one_pending" ON "affiliate_applications" USING btree ("member_id") WHERE "affiliate_applications"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "affiliate_applications_member" ON "affiliate_applications" USING btree ("member_id","submitted_at");--> statement-breakpoint
CREATE INDEX "feedback_replies_ticket" ON "feedback_replies" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_tickets_ticket" ON "feedback_tickets" USING btree ("ticket");--> statement-breakpoint
CREATE INDEX "feedback_tickets_member" ON "feedback_tickets" USING btree ("member_id","created_at");