ALTER TABLE "promotion_entries" ADD COLUMN "day" text;--> statement-breakpoint
DROP INDEX "promotion_entries_member";--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_member" UNIQUE NULLS NOT DISTINCT("promotion_id","member_id","day");--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_frequency_kind";--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_frequency_kind" CHECK ("promotions"."frequency" is null or ("promotions"."kind" in ('CLAIM', 'APPLY') and "promotions"."frequency" in ('ONCE_PER_MEMBER', 'ONCE_PER_DAY')) or ("promotions"."kind" = 'JOIN' and "promotions"."frequency" = 'ONCE_PER_MEMBER'));
