CREATE TABLE "idempotency_keys" (
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_company_id_user_id_route_key_pk" PRIMARY KEY("company_id","user_id","route","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");