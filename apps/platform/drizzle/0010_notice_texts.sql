CREATE TABLE "banner_texts" (
	"banner_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	CONSTRAINT "banner_texts_banner_id_language_pk" PRIMARY KEY("banner_id","language")
);
--> statement-breakpoint
CREATE TABLE "notice_texts" (
	"notice_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "notice_texts_notice_id_language_pk" PRIMARY KEY("notice_id","language")
);
--> statement-breakpoint
ALTER TABLE "banner_texts" ADD CONSTRAINT "banner_texts_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_texts" ADD CONSTRAINT "notice_texts_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;