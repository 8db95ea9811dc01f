-- A moderator's look at the Explore shelf's reports (server/api/moderationRoutes.ts). A report hides
-- a puzzle (007: `hidden`, `reported_by`, `reported_at` hold the report waiting for its look). A
-- moderator either removes the puzzle (its row goes, its plays, thumbs and the rows below with it, and
-- its code may be published again) or restores it: it is back on the shelf, the waiting report is
-- cleared from its row and kept here as dismissed, and a dismissed reporter's report on that puzzle
-- no longer hides it, so once restored it needs a report from someone else. A reporter's row goes
-- with their profile (DELETE MY DATA).
CREATE TABLE puzzle_dismissed_reports (
  puzzle_id   text        NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
  profile_id  text        NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  reported_at timestamptz NOT NULL,
  restored_at timestamptz NOT NULL,
  PRIMARY KEY (puzzle_id, profile_id)
);
CREATE INDEX puzzle_dismissed_reports_profile ON puzzle_dismissed_reports (profile_id);

-- The reports waiting for a look, oldest first.
CREATE INDEX puzzles_reported ON puzzles (reported_at, id) WHERE hidden;
