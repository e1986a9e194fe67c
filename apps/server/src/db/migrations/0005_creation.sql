CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint,
	"enterprise_id" bigint,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"file_id" uuid,
	"task_id" uuid,
	"script_id" uuid,
	"cloned_from" uuid,
	"favorite" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timbres" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"style" text NOT NULL,
	"gender" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sample_text" text NOT NULL,
	"voices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"speed_percent" integer DEFAULT 100 NOT NULL,
	"preview_file_id" uuid,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cuts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"enterprise_id" bigint,
	"script_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"canvas" text DEFAULT '1920x1080' NOT NULL,
	"timeline" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"export_task_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_holds" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"refund_usage" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_image_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" uuid NOT NULL,
	"action" text NOT NULL,
	"task_id" uuid,
	"file_id" uuid,
	"prompt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"script_id" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"appearance" text DEFAULT '' NOT NULL,
	"gender" text,
	"age" text,
	"position" integer DEFAULT 0 NOT NULL,
	"image_file_id" uuid,
	"image_task_id" uuid,
	"ref_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ref_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"timbre_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "script_edits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"script_id" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"action" text NOT NULL,
	"line_id" uuid NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "script_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"script_id" uuid NOT NULL,
	"scene_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"role_id" uuid,
	"role_name" text,
	"text" text NOT NULL,
	"emotion" text,
	"audio_task_id" uuid,
	"audio_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "script_scenes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"script_id" uuid NOT NULL,
	"episode" integer DEFAULT 1 NOT NULL,
	"position" integer NOT NULL,
	"heading" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"time_of_day" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"enterprise_id" bigint,
	"title" text NOT NULL,
	"idea" text DEFAULT '' NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"stage" smallint DEFAULT 0 NOT NULL,
	"step" text DEFAULT 'create' NOT NULL,
	"aspect_ratio" text DEFAULT '16:9' NOT NULL,
	"canvas" text DEFAULT '1920x1080' NOT NULL,
	"style_id" text,
	"custom_style_prompt" text,
	"model_family" text,
	"narration_timbre_id" text,
	"write_status" smallint DEFAULT 0 NOT NULL,
	"write_error" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"script_id" uuid NOT NULL,
	"scene_id" uuid,
	"position" integer NOT NULL,
	"kind" text DEFAULT 'shotImg' NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"video_prompt" text DEFAULT '' NOT NULL,
	"framing" text DEFAULT '' NOT NULL,
	"role_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"background_asset_id" uuid,
	"image_task_id" uuid,
	"image_file_id" uuid,
	"video_task_id" uuid,
	"video_file_id" uuid,
	"frame_mode" text DEFAULT 'singleFrame' NOT NULL,
	"last_frame_file_id" uuid,
	"video_features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"camera_move" text,
	"duration_seconds" real DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "style_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"style_id" text NOT NULL,
	"rating" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuts" ADD CONSTRAINT "cuts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuts" ADD CONSTRAINT "cuts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuts" ADD CONSTRAINT "cuts_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_holds" ADD CONSTRAINT "point_holds_entry_id_integral_ledger_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."integral_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_holds" ADD CONSTRAINT "point_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_image_history" ADD CONSTRAINT "role_image_history_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_edits" ADD CONSTRAINT "script_edits_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_edits" ADD CONSTRAINT "script_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_lines" ADD CONSTRAINT "script_lines_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_lines" ADD CONSTRAINT "script_lines_scene_id_script_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."script_scenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_scenes" ADD CONSTRAINT "script_scenes_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shots" ADD CONSTRAINT "shots_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shots" ADD CONSTRAINT "shots_scene_id_script_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."script_scenes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_feedback" ADD CONSTRAINT "style_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_user_type_idx" ON "assets" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE INDEX "assets_script_idx" ON "assets" USING btree ("script_id");--> statement-breakpoint
CREATE INDEX "cuts_user_updated_idx" ON "cuts" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "role_image_history_role_idx" ON "role_image_history" USING btree ("role_id","created_at");--> statement-breakpoint
CREATE INDEX "roles_script_idx" ON "roles" USING btree ("script_id","position");--> statement-breakpoint
CREATE INDEX "script_edits_script_idx" ON "script_edits" USING btree ("script_id","id");--> statement-breakpoint
CREATE INDEX "script_lines_scene_idx" ON "script_lines" USING btree ("scene_id","position");--> statement-breakpoint
CREATE INDEX "script_scenes_script_idx" ON "script_scenes" USING btree ("script_id","episode","position");--> statement-breakpoint
CREATE INDEX "scripts_user_updated_idx" ON "scripts" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "shots_script_idx" ON "shots" USING btree ("script_id","position");