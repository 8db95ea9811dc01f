-- Verified daily results: the first finished attempt of a profile at a game's deal of a day, as the
-- server's own replay of its moves judged it (result null: finished without one, e.g. out of moves).
-- `helped` marks a result that used HINT or SHOW ME.
CREATE TABLE daily_results (
  profile_id text    NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  game       text    NOT NULL,
  day        date    NOT NULL,
  result     integer,
  helped     boolean NOT NULL,
  moves      text    NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, game, day)
);
CREATE INDEX daily_results_board ON daily_results (game, day, result);
