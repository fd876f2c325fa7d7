-- The old articles were English only and had no address: the seed writes them again in six languages.
DELETE FROM "help_articles";--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "slug" text NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "language" text NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "category_slug" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_slug_language" ON "help_articles" USING btree ("slug","language");