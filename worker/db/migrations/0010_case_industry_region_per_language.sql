-- A case study's industry and region are text like its title: one per language, in
-- case_translations. Every existing translation keeps the value its case had.
ALTER TABLE case_translations ADD COLUMN industry TEXT NOT NULL DEFAULT '';
ALTER TABLE case_translations ADD COLUMN region TEXT NOT NULL DEFAULT '';
UPDATE case_translations
   SET industry = (SELECT c.industry FROM cases c WHERE c.id = case_translations.case_id),
       region = (SELECT c.region FROM cases c WHERE c.id = case_translations.case_id);
ALTER TABLE cases DROP COLUMN industry;
ALTER TABLE cases DROP COLUMN region;
