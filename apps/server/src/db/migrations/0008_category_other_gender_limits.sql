-- Categories existing before the limit became data keep DESIGN §4's exception: MD and ME teams may
-- include up to 3 girls and WE teams up to 3 boys; every other category stays single-gender (0).
UPDATE "team_categories" SET "other_gender_max" = 3 WHERE "code" IN ('MD', 'ME', 'WE') AND "other_gender_max" = 0;
