CREATE TABLE "withdrawal_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"confirm_by" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"received_amount" bigint,
	"proof_type" text,
	"proof" text,
	CONSTRAINT "withdrawal_orders_amount_positive" CHECK ("withdrawal_orders"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_order_no" ON "withdrawal_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_member_key" ON "withdrawal_orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_member" ON "withdrawal_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_status" ON "withdrawal_orders" USING btree ("status","created_at");