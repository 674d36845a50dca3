ALTER TABLE "approval_records" ADD COLUMN "flow_revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_records" ADD COLUMN "empty_approver" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "oa_flows" ADD COLUMN "empty_approver" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "oa_flows" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;