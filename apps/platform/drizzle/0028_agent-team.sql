CREATE TABLE "member_tree" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "member_tree_pk" PRIMARY KEY("ancestor_id","depth","descendant_id"),
	CONSTRAINT "member_tree_depth_positive" CHECK ("member_tree"."depth" >= 1)
);--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_tree_descendant" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
INSERT INTO "member_tree" ("ancestor_id", "descendant_id", "depth")
WITH RECURSIVE "up" ("descendant_id", "ancestor_id", "depth") AS (
	SELECT "id", "upline_id", 1 FROM "members" WHERE "upline_id" IS NOT NULL
	UNION ALL
	SELECT "up"."descendant_id", m."upline_id", "up"."depth" + 1 FROM "up" JOIN "members" m ON m."id" = "up"."ancestor_id" WHERE m."upline_id" IS NOT NULL
)
SELECT "ancestor_id", "descendant_id", "depth" FROM "up";--> statement-breakpoint
CREATE FUNCTION "member_tree_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "member_tree" ("ancestor_id", "descendant_id", "depth")
	SELECT a."id", d."id", a."depth" + d."depth" + 1
	FROM (SELECT NEW."upline_id" AS "id", 0 AS "depth"
		UNION ALL SELECT t."ancestor_id", t."depth" FROM "member_tree" t WHERE t."descendant_id" = NEW."upline_id") a
	CROSS JOIN (SELECT NEW."id" AS "id", 0 AS "depth"
		UNION ALL SELECT t."descendant_id", t."depth" FROM "member_tree" t WHERE t."ancestor_id" = NEW."id") d;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_tree_add" AFTER INSERT ON "members" FOR EACH ROW WHEN (NEW."upline_id" IS NOT NULL) EXECUTE FUNCTION "member_tree_add"();--> statement-breakpoint
CREATE TRIGGER "members_tree_attach" AFTER UPDATE OF "upline_id" ON "members" FOR EACH ROW WHEN (OLD."upline_id" IS NULL AND NEW."upline_id" IS NOT NULL) EXECUTE FUNCTION "member_tree_add"();--> statement-breakpoint
CREATE FUNCTION "member_tree_check_upline"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."upline_id" IS NOT NULL THEN
		RAISE EXCEPTION 'a member''s upline cannot change (member %)', OLD."id";
	END IF;
	IF NEW."upline_id" = NEW."id" OR EXISTS (SELECT 1 FROM "member_tree" t WHERE t."ancestor_id" = NEW."id" AND t."descendant_id" = NEW."upline_id") THEN
		RAISE EXCEPTION 'a member cannot be below itself (member %)', NEW."id";
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_check_upline" BEFORE UPDATE OF "upline_id" ON "members" FOR EACH ROW WHEN (OLD."upline_id" IS DISTINCT FROM NEW."upline_id") EXECUTE FUNCTION "member_tree_check_upline"();--> statement-breakpoint
CREATE INDEX "members_upline" ON "members" USING btree ("upline_id");
