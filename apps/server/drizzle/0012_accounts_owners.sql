-- Custom migration: the admin accounts that existed before roles become owners, with nothing else changed.
UPDATE "users" SET "role" = 'owner' WHERE "is_admin" = true;
