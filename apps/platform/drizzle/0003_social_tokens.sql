CREATE TABLE "used_id_tokens" (
	"provider" text NOT NULL,
	"token_hash" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "used_id_tokens_provider_token_hash_pk" PRIMARY KEY("provider","token_hash")
);
