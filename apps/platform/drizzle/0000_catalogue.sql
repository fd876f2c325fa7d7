CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"linkage_type" text,
	"link_url" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"palette" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"cs_type" text NOT NULL,
	"type" text NOT NULL,
	"target" text NOT NULL,
	"cipher_key" text,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"speed" integer NOT NULL,
	CONSTRAINT "domains_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_preferences" (
	"visitor" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_type" text NOT NULL,
	"url" text NOT NULL,
	"label_name_en" text NOT NULL,
	"has_qr_code" boolean NOT NULL,
	"palette" jsonb NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "resources_resource_type_unique" UNIQUE("resource_type")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"vassalage" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"account_type_id" integer NOT NULL,
	"is_hot" smallint DEFAULT 0 NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"palette" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_vassalage_category" ON "vendors" USING btree ("vassalage","category");