-- Rent contracts take the listings' rent pay-ways (packages/contract/src/pay-ways.ts): the old codes
-- 11 押一付一, 12 押一付三, 13 押二付一, 14 半年付, 15 年付, 16 其他 become 1, 2, 3, 5, 6, 8.
-- Sale codes 1-4 were already the same.
UPDATE "contracts" SET "payment_method" = CASE "payment_method"
  WHEN 11 THEN 1
  WHEN 12 THEN 2
  WHEN 13 THEN 3
  WHEN 14 THEN 5
  WHEN 15 THEN 6
  WHEN 16 THEN 8
  ELSE "payment_method" END
WHERE "contract_type" = 2 AND "payment_method" BETWEEN 11 AND 16;
