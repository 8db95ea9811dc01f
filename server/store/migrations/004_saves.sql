-- The player's save kept on the server (the game's save file, src/midend/progress/saveFile.ts), the
-- devices' saves merged into it: one per profile, gone with the profile. Kept as the JSON text the
-- server wrote, not jsonb: the text reads back exactly as it was checked (jsonb would refuse a
-- "\u0000" a save may hold in its text, and reorder its tables).
CREATE TABLE saves (
  profile_id text        PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  save       text        NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
