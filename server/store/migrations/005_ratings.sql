-- Rated games' ratings (Glicko-2: server/ratings/glicko.ts), one row per profile and game, made at
-- the profile's first rated game of it (until then it has the new player's rating). `games` counts
-- the rated games played; a deleted profile takes its ratings with it.
CREATE TABLE ratings (
  profile_id text             NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  game       text             NOT NULL,
  rating     double precision NOT NULL,
  deviation  double precision NOT NULL CHECK (deviation > 0),
  volatility double precision NOT NULL CHECK (volatility > 0),
  games      integer          NOT NULL DEFAULT 0 CHECK (games >= 0),
  updated_at timestamptz      NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, game)
);
