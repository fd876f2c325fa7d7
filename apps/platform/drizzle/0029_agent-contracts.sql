CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL,
	"member_id" integer NOT NULL,
	"upline_id" integer,
	"kind" text NOT NULL,
	"request" text NOT NULL,
	"status" text NOT NULL,
	"terms" jsonb,
	"top_rate_bps" integer DEFAULT 0 NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_rate" CHECK ("agent_contracts"."top_rate_bps" between 0 and 10000)
);--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL,
	"member_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"base" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"gross" bigint NOT NULL,
	"downline_share" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agent_settlements_amount" CHECK ("agent_settlements"."amount" > 0)
);--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_public_id" ON "agent_contracts" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_active" ON "agent_contracts" USING btree ("member_id","kind") WHERE "agent_contracts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_offer" ON "agent_contracts" USING btree ("member_id","kind") WHERE "agent_contracts"."status" = 'OFFERED';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline" ON "agent_contracts" USING btree ("upline_id","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_kind_status" ON "agent_contracts" USING btree ("kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_public_id" ON "agent_settlements" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_period" ON "agent_settlements" USING btree ("member_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_due" ON "agent_settlements" USING btree ("kind","status");
