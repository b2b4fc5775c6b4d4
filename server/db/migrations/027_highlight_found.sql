-- How many clips a package's rule found when it was last built, before the ones that repeat a
-- moment of another were left out (and before the package's cap): what its page says it found.
ALTER TABLE highlight_packages ADD COLUMN found integer;
