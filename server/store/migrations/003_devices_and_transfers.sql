-- A profile on several devices: each device its own secret (its hash kept here), so MOVE MY
-- PROGRESS gives a new device a secret of its own and no device learns another's. Transfer codes:
-- single-use, short-lived, kept as hashes like the secrets.
CREATE TABLE device_secrets (
  secret_hash text PRIMARY KEY,
  profile_id  text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX device_secrets_profile ON device_secrets (profile_id);
INSERT INTO device_secrets (secret_hash, profile_id) SELECT secret_hash, id FROM profiles;
ALTER TABLE profiles DROP COLUMN secret_hash;

-- One live code per profile: a new one replaces the last.
CREATE TABLE transfer_codes (
  code_hash  text PRIMARY KEY,
  profile_id text NOT NULL UNIQUE REFERENCES profiles (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
