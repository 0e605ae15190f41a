-- docs/decisions/offices.md, "Offices of the admins before offices": the first admin becomes the
-- chair, every other admin a treasurer; members keep the default, member.
UPDATE "users" SET "office" = CASE
  WHEN "id" = (SELECT min("id") FROM "users" WHERE "role" = 'admin') THEN 'chair'::"office"
  ELSE 'treasurer'::"office"
END
WHERE "role" = 'admin';
