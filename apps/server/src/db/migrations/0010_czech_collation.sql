-- Czech reading order for names (č after c, ch after h, ř after r, š after s, ž after z) from ICU
-- rules, so it works where ICU has no Czech data (PGlite) as well as on a full PostgreSQL.
CREATE COLLATION IF NOT EXISTS "cs_names" (provider = icu, locale = 'und', deterministic = true, rules = '&C<č<<<Č &H<ch<<<cH<<<Ch<<<CH &R<ř<<<Ř &S<š<<<Š &Z<ž<<<Ž');
