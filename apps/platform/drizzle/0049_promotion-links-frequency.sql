ALTER TABLE "notices" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_promotion_id" ON "notices" USING btree ("promotion_id");--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "frequency" text;--> statement-breakpoint
UPDATE "promotions" SET "frequency" = CASE WHEN "period" = 'DAILY' THEN 'ONCE_PER_DAY' ELSE 'ONCE_PER_MEMBER' END WHERE "kind" = 'CLAIM';--> statement-breakpoint
UPDATE "promotions" SET "frequency" = 'ONCE_PER_MEMBER' WHERE "kind" = 'APPLY';--> statement-breakpoint
UPDATE "promotions" SET "period" = NULL WHERE "kind" <> 'JOIN';--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_period_join" CHECK ("promotions"."kind" = 'JOIN' or "promotions"."period" is null);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_frequency_kind" CHECK ("promotions"."frequency" is null or ("promotions"."kind" = 'CLAIM' and "promotions"."frequency" in ('ONCE_PER_MEMBER', 'ONCE_PER_DAY')) or ("promotions"."kind" in ('APPLY', 'JOIN') and "promotions"."frequency" = 'ONCE_PER_MEMBER'));
