CREATE TABLE "hk_project_expense_type" (
	"project_id" integer NOT NULL,
	"expense_type" text NOT NULL,
	CONSTRAINT "hk_project_expense_type_project_id_expense_type_pk" PRIMARY KEY("project_id","expense_type")
);
