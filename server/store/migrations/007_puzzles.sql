-- Player-made puzzles on the Explore shelf (issue 43). A puzzle is a made board's puzzle code in its
-- canonical form (one entry per code, whoever publishes it), its title from the word lists
-- (src/logic/puzzleTitles.ts), its author, and when it was published (the server's clock). A report
-- hides it pending a look: `hidden`, with who reported it and when. The shelf's figures are kept on
-- the row as plays come in, so a shelf is one indexed read: `plays` every verified attempt,
-- `clears` the players who cleared it, `clear_tries` the sum over them of the attempts up to and
-- including their first clear (average tries: clear_tries / clears), `thumbs` the thumbs up. They
-- are counts, with no one's name: DELETE MY DATA takes a player's rows below but not what they added.
CREATE TABLE puzzles (
  id          text        PRIMARY KEY,
  game        text        NOT NULL,
  code        text        NOT NULL UNIQUE,
  title       text        NOT NULL,
  author_id   text        NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  hidden      boolean     NOT NULL DEFAULT false,
  reported_by text        REFERENCES profiles (id) ON DELETE SET NULL,
  reported_at timestamptz,
  plays       integer     NOT NULL DEFAULT 0,
  clears      integer     NOT NULL DEFAULT 0,
  clear_tries integer     NOT NULL DEFAULT 0,
  thumbs      integer     NOT NULL DEFAULT 0
);
CREATE INDEX puzzles_new ON puzzles (game, created_at DESC) WHERE NOT hidden;
CREATE INDEX puzzles_author ON puzzles (author_id, created_at DESC);

-- Each player's attempts at a puzzle: how many they sent, and the attempt that first cleared it (null:
-- not yet cleared).
CREATE TABLE puzzle_plays (
  puzzle_id  text    NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
  profile_id text    NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  tries      integer NOT NULL,
  cleared_at integer,
  PRIMARY KEY (puzzle_id, profile_id)
);

-- Thumbs up: one per profile and puzzle.
CREATE TABLE puzzle_thumbs (
  puzzle_id  text NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
  profile_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  PRIMARY KEY (puzzle_id, profile_id)
);
