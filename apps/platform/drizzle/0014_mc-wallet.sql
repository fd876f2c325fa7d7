CREATE TABLE "vendor_ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_ledger_entries_balance_after_non_negative" CHECK ("vendor_ledger_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_wallets" (
	"member_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"balance" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_wallets_member_id_vassalage_pk" PRIMARY KEY("member_id","vassalage"),
	CONSTRAINT "vendor_wallets_balance_non_negative" CHECK ("vendor_wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_ledger_entries" ADD CONSTRAINT "vendor_ledger_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_wallets" ADD CONSTRAINT "vendor_wallets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_ledger_entries_idempotency" ON "vendor_ledger_entries" USING btree ("member_id","vassalage","idempotency_key");--> statement-breakpoint
CREATE INDEX "vendor_ledger_entries_wallet" ON "vendor_ledger_entries" USING btree ("member_id","vassalage");