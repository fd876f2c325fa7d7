CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"period" text NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_period" ON "job_runs" USING btree ("job","period");
--> statement-breakpoint
CREATE INDEX "job_runs_started_at" ON "job_runs" USING btree ("started_at");
