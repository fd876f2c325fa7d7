CREATE TABLE "chat_operator_sign_in_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_operator_sign_in_failures_name" ON "chat_operator_sign_in_failures" USING btree ("name");--> statement-breakpoint
CREATE INDEX "chat_operator_sign_in_failures_ip" ON "chat_operator_sign_in_failures" USING btree ("ip");