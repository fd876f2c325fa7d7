CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_ips" (
	"member_id" integer NOT NULL,
	"ip" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_ips_member_id_ip_pk" PRIMARY KEY("member_id","ip")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_balance_after_non_negative" CHECK ("ledger_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"nickname" text NOT NULL,
	"is_agent" smallint DEFAULT 0 NOT NULL,
	"upline_id" integer,
	"to_upline" boolean DEFAULT false NOT NULL,
	"club_label_name" text,
	"rank_level" integer,
	"member_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mobile" text,
	"country_dialing_code" text,
	"email" text,
	"real_name" text,
	"full_name" text,
	"qq_num" text,
	"whatsapp" text,
	"facebook" text,
	"telegram" text,
	"id_number" text,
	"line" text,
	"zalo" text,
	"wechat" text,
	"birthday" text,
	"recommender_id" text,
	"address" text,
	"nationality" text,
	"occupation" text,
	"source_of_income" text,
	"payment_password_hash" text,
	"affiliate_code" text,
	"password_hash" text,
	"password_changed_at" timestamp with time zone NOT NULL,
	"first_time_login" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"registration_ip" text
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "second_factor_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"ip" text NOT NULL,
	"methods" jsonb NOT NULL,
	"email_code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_dialing_code" text NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallets_balance_non_negative" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "known_ips" ADD CONSTRAINT "known_ips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ADD CONSTRAINT "second_factor_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_outbox_recipient" ON "dev_outbox" USING btree ("kind","recipient");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_member_idempotency" ON "ledger_entries" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "login_failures_account" ON "login_failures" USING btree ("account");--> statement-breakpoint
CREATE INDEX "login_failures_ip" ON "login_failures" USING btree ("ip");--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_lower" ON "members" USING btree (lower("account"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile" ON "members" USING btree ("country_dialing_code","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "members_affiliate_code" ON "members" USING btree ("affiliate_code");--> statement-breakpoint
CREATE INDEX "members_email_lower" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sms_codes_number" ON "sms_codes" USING btree ("country_dialing_code","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_subject" ON "social_identities" USING btree ("provider","subject");