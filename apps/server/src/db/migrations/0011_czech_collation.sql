-- Czech reading order for names (č after c, ch after h, ř after r, š after s, ž after z). ICU rules
-- (PostgreSQL 16+) work where ICU has no Czech data (PGlite); older servers copy ICU's Czech locale.
DO $$
BEGIN
  BEGIN
    CREATE COLLATION IF NOT EXISTS "cs_names" (provider = icu, locale = 'und', rules = '&C<č<<<Č &H<ch<<<cH<<<Ch<<<CH &R<ř<<<Ř &S<š<<<Š &Z<ž<<<Ž');
  EXCEPTION WHEN OTHERS THEN
    CREATE COLLATION IF NOT EXISTS "cs_names" (provider = icu, locale = 'cs-CZ');
  END;
END
$$;
