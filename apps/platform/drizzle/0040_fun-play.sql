ALTER TABLE "vendors" ADD COLUMN "fun_play" boolean DEFAULT false NOT NULL;
