-- The back office's records editor now edits social-media figures: like every table it edits, the
-- row names who changed it last.
ALTER TABLE social_media ADD COLUMN modified_by text;
