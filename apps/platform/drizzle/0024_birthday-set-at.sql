ALTER TABLE "members" ADD COLUMN "birthday_set_at" timestamp with time zone;--> statement-breakpoint
-- a birthday set before this column existed counts from now: when it was set is not known
UPDATE "members" SET "birthday_set_at" = now() WHERE "birthday" IS NOT NULL;