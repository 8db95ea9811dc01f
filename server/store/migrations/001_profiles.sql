-- Profiles without accounts: a random id, the hash of a long random secret the device keeps (the
-- secret itself is never stored), a display name and a friend code others follow it by.
CREATE TABLE profiles (
  id          text PRIMARY KEY,
  secret_hash text NOT NULL,
  name        text NOT NULL,
  friend_code text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  renamed_at  timestamptz
);

-- Who follows whom (by friend code, from either side); a deleted profile takes its rows with it.
CREATE TABLE follows (
  follower_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  followed_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followed_id),
  CHECK (follower_id <> followed_id)
);
CREATE INDEX follows_followed ON follows (followed_id);
