ALTER TABLE "members" ADD COLUMN "avatar_id" text;
