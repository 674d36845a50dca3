DROP INDEX "approval_records_sponsor_idx";--> statement-breakpoint
CREATE INDEX "approval_records_sponsor_created_idx" ON "approval_records" USING btree ("company_id","sponsor_id","created_at","id");