CREATE TABLE "notice_depts" (
	"company_id" bigint NOT NULL,
	"notice_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	CONSTRAINT "notice_depts_company_id_notice_id_dept_id_pk" PRIMARY KEY("company_id","notice_id","dept_id")
);
--> statement-breakpoint
ALTER TABLE "notice_depts" ADD CONSTRAINT "notice_depts_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_depts_dept_idx" ON "notice_depts" USING btree ("company_id","dept_id");