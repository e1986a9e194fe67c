CREATE TABLE "enterprise_pool_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"delta" bigint NOT NULL,
	"kind" text NOT NULL,
	"usage" text NOT NULL,
	"pool_after" bigint NOT NULL,
	"actor_id" bigint,
	"member_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_trade_no" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"enterprise_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"granted_amount" integer,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_app_amount_pos" CHECK ("points_applications"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "enterprise_pool_ledger" ADD CONSTRAINT "enterprise_pool_ledger_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_pool_ledger" ADD CONSTRAINT "enterprise_pool_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_pool_ledger" ADD CONSTRAINT "enterprise_pool_ledger_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_applications" ADD CONSTRAINT "points_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_applications" ADD CONSTRAINT "points_applications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_applications" ADD CONSTRAINT "points_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_pool_ledger_ent_idx" ON "enterprise_pool_ledger" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_trade_uq" ON "payment_orders" USING btree ("provider","provider_trade_no");--> statement-breakpoint
CREATE INDEX "points_applications_ent_idx" ON "points_applications" USING btree ("enterprise_id","status");