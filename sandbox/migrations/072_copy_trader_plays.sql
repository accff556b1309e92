-- The seeded traders keep trading on the sandbox clock: every `plays_every_ms` such a trader opens
-- an order (a job, copy.open) that the followers copy and that closes some hours later (copy.close).
-- Null for a trader who trades in the sandbox (their own contract positions are their orders).
ALTER TABLE copy_traders ADD COLUMN plays_every_ms bigint CHECK (plays_every_ms > 0);
