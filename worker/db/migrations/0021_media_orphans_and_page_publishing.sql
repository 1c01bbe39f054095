-- Stored objects nothing names any more are deleted (at unlink time, or by the cron's sweep):
-- held_until keeps an upload's object from deletion until its request has stored and linked it;
-- deleting_at marks a deletion under way (an upload of the same bytes waits for it), so a
-- re-upload never loses its object.
ALTER TABLE media ADD COLUMN held_until INTEGER;
ALTER TABLE media ADD COLUMN deleting_at INTEGER;
CREATE INDEX media_deleting ON media (deleting_at) WHERE deleting_at IS NOT NULL;

-- Static and solution pages are drafts or published, from a publish time, like posts. Existing
-- pages stay live.
ALTER TABLE pages ADD COLUMN status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1));
ALTER TABLE pages ADD COLUMN published_at INTEGER NOT NULL DEFAULT 0;
