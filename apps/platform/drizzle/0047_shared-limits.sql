CREATE TABLE "rate_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_buckets_at" ON "rate_buckets" USING btree ("at");
--> statement-breakpoint
CREATE TABLE "chat_socket_leases" (
	"id" text PRIMARY KEY NOT NULL,
	"instance" text NOT NULL,
	"address" text NOT NULL,
	"flow" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_socket_leases_address" ON "chat_socket_leases" USING btree ("address");
--> statement-breakpoint
CREATE INDEX "chat_socket_leases_flow" ON "chat_socket_leases" USING btree ("flow");
--> statement-breakpoint
CREATE INDEX "chat_socket_leases_instance" ON "chat_socket_leases" USING btree ("instance");
