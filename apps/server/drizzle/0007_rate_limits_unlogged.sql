-- Rate-limit counters need no durability: after a crash, starting every window again is harmless.
-- Unlogged, a hit does not wait for the write-ahead log to reach the disk, and every student of a
-- campus address shares one counter row, so during an application surge those waits would queue.
ALTER TABLE "rate_limits" SET UNLOGGED;
