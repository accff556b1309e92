-- The mini games the site offers, in the operators' order. Names and descriptions are message
-- keys (sandbox/messages/<lang>/game.json), so they come in the language asked for.

CREATE TABLE games (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name_key text NOT NULL,
  description_key text NOT NULL,
  icon text NOT NULL,
  url text NOT NULL CHECK (url LIKE 'https://%'),
  category text NOT NULL CHECK (category IN ('arcade', 'puzzle', 'card', 'prediction', 'casual')),
  login_required boolean NOT NULL DEFAULT false,
  players integer NOT NULL DEFAULT 0 CHECK (players >= 0),
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);
