CREATE TABLE "point_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"image" text NOT NULL,
	"points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"stock" integer NOT NULL,
	"limit_per_member" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_items_stock" CHECK ("point_items"."stock" >= 0),
	CONSTRAINT "point_items_points" CHECK ("point_items"."points" > 0),
	CONSTRAINT "point_items_limit" CHECK ("point_items"."limit_per_member" > 0)
);--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL,
	"member_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"address" text,
	"mobile" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "point_redemptions_quantity" CHECK ("point_redemptions"."quantity" > 0)
);--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_item_id_point_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."point_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_public_id" ON "point_redemptions" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_member" ON "point_redemptions" USING btree ("member_id","created_at");
