-- Verified results on any one deal, by its code (a GlassWorks ladder deal, a challenge's deal): the
-- first finished attempt of a profile at the deal, as the server's own replay of its moves judged it
-- (result null: finished without one). `code` is the deal code, with Flood Duel's computer level
-- after an '@' (the level is part of what was played). `helped` marks HINT or SHOW ME.
CREATE TABLE deal_results (
  profile_id text    NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  code       text    NOT NULL,
  game       text    NOT NULL,
  result     integer,
  helped     boolean NOT NULL,
  moves      text    NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, code)
);
CREATE INDEX deal_results_board ON deal_results (code, result);
