-- Auth: verification codes. A code may be typed wrong a few times before it is burnt (a 6-digit
-- code would otherwise fall to guessing); a new code supersedes the older ones of its address.
ALTER TABLE codes ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE codes ADD COLUMN channel text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'sms'));
-- the dialling code an SMS went to (86 ...), which the phone is then bound with
ALTER TABLE codes ADD COLUMN area_code text;
CREATE INDEX codes_scene ON codes (recipient, scene, id DESC);
