-- Optional mail: the staff daily digest, sign-in from a new device, one-click unsubscribe.
-- * staff.mail_digest: the member gets the daily digest; staff.locale: the language of their mail
--   (the console page's when they saved their mail settings).
-- * mail_events.once_key: an event that must exist once (one digest per member and day) carries a key.
-- * user_devices: the browsers an account has signed in from (SHA-256 of the HttpOnly device cookie).
-- * The new-device mail is on unless the user turns it off: every account starts with it on.

ALTER TABLE staff ADD COLUMN mail_digest INTEGER NOT NULL DEFAULT 0 CHECK (mail_digest IN (0, 1));
ALTER TABLE staff ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';

ALTER TABLE mail_events ADD COLUMN once_key TEXT;
CREATE UNIQUE INDEX mail_events_once ON mail_events (once_key) WHERE once_key IS NOT NULL;

CREATE TABLE user_devices (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_hash TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  first_seen_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  UNIQUE (user_id, device_hash)
);

UPDATE users SET mail_new_sign_in = 1;
