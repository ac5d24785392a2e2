-- Rebuild the play projection's read tables from the event store (docs/operations.md): clears
-- everything the play projector writes and its checkpoint, so that it replays every game-* stream
-- from the start. Run it with every games replica stopped, in the games schema:
--   PGOPTIONS='-c search_path=games' psql -v ON_ERROR_STOP=1 -d carewith -f tools/rebuild-read-model.sql
-- services/games/src/projections/rebuild-read-model.int.spec.ts runs this very file.
BEGIN;
DELETE FROM results;
DELETE FROM game_events;
-- Mastery and spaced review (one row per loved one and item) are folded from the answers: kept, the
-- replay would count every answer twice.
DELETE FROM item_mastery;
-- Each item's newest completed activity (the Review's source), written at each completion.
DELETE FROM completed_items;
UPDATE game_instances SET status = CASE WHEN sent_at IS NULL THEN 'DRAFT' ELSE 'SENT' END, started_at = NULL;
DELETE FROM projection_checkpoints WHERE name = 'play-v1';
COMMIT;
