-- Par on the Explore shelf (issue 43): the best verified result on a puzzle, in its game's unit and
-- direction (GlassWorks fewest points left, Joker Coloring fewest moves, Flood Duel most squares taken
-- from the computer). It starts from the line its maker's CHECK found, sent with PUBLISH and played
-- through the rules by the server, and improves whenever a verified attempt does better; null until
-- one is known (a Flood Duel board is published without a line).
ALTER TABLE puzzles ADD COLUMN par integer;
