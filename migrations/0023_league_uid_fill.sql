-- Issue 19: every league file has an id of its own (league.uid), so a window names the league a write was meant for.
-- A file made before this version gets a random one here; a new file gets one when it is made (services/league.ts).
UPDATE `league` SET `uid` = lower(hex(randomblob(16))) WHERE `uid` = '';
