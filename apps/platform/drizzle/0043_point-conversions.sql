ALTER TABLE "point_redemptions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_key" ON "point_redemptions" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE TABLE "point_conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL,
	"member_id" integer NOT NULL,
	"points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_conversions_points" CHECK ("point_conversions"."points" > 0)
);--> statement-breakpoint
ALTER TABLE "point_conversions" ADD CONSTRAINT "point_conversions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_conversions_public_id" ON "point_conversions" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_conversions_key" ON "point_conversions" USING btree ("member_id","idempotency_key");
