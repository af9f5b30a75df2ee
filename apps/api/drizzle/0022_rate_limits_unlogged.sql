-- Rate-limit windows are counters of the last minutes, not records (decision 071): the table
-- writes no WAL, so a counted hit is one statement without a flush to disk. A crash of the
-- database empties it (every window starts over); the standby of a read replica holds it empty,
-- and nothing reads it there (it is read and written on the primary only).
ALTER TABLE "rate_limits" SET UNLOGGED;
