ALTER TABLE "job_runs" ADD COLUMN "lease_until" timestamp with time zone;
--> statement-breakpoint
UPDATE "job_runs" SET "lease_until" = "started_at" + interval '10 minutes';
--> statement-breakpoint
ALTER TABLE "job_runs" ALTER COLUMN "lease_until" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "taken_over_from" text;
