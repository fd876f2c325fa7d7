ALTER TABLE "members" ADD COLUMN "contact_changed_at" timestamp with time zone;--> statement-breakpoint
DROP TABLE "payment_password_failures";