-- inventarisatie_rollen have fixed ids: the spec decides permissions on them (section 6).
INSERT INTO "roles" ("id", "name") VALUES
  (1, 'Inventariseerder'),
  (2, 'Projectleider'),
  (3, 'Beheerder')
ON CONFLICT ("id") DO NOTHING;
