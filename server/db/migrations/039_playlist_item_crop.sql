-- Where an item's crop sits across its source in a narrower export (9:16, 1:1, 4:5), set by
-- hand in the clip editor: 0 (left) to 1 (right). NULL: the crop follows the play.
ALTER TABLE playlist_items ADD COLUMN crop_x double precision
  CHECK (crop_x IS NULL OR (crop_x >= 0 AND crop_x <= 1));
