-- Tax invoices (decision 0039): the lawyer's request goes to finance (task code 60000, which opens
-- /bill/billOpenInvoice); finance records the invoice it made, which approves the request.
INSERT INTO "wf_definition" ("business_type", "version", "name", "name_en", "steps")
SELECT 'invoice', 1, '开票申请', 'Invoice request',
  '[{"key":"finance","name":"财务开具发票","nameEn":"Finance issues the invoice","taskCode":60000,"approvers":{"type":"finance"},"mode":"any"}]'::jsonb
WHERE NOT EXISTS (SELECT 1 FROM "wf_definition" WHERE "business_type" = 'invoice');
