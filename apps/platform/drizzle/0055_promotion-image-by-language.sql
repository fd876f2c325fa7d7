ALTER TABLE "promotions" ADD COLUMN "image_by_language" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_image_by_language" CHECK (jsonb_typeof("promotions"."image_by_language") = 'object' and not jsonb_path_exists("promotions"."image_by_language", '$.* ? (@.type() != "string" || @ == "")'));
