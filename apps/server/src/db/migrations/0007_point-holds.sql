CREATE TABLE "point_holds" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"refund_usage" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_holds" ADD CONSTRAINT "point_holds_entry_id_integral_ledger_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."integral_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_holds" ADD CONSTRAINT "point_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;