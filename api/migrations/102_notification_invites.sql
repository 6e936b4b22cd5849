-- An album invite sent to members by name notifies each of them, and the notification
-- opens the invite page, which needs the invite's token. Only the invitee's own
-- notification holds it (the invite table keeps its hash); the notification goes when the
-- invite does.
ALTER TABLE notifications
  ADD COLUMN invite_id integer REFERENCES album_invites (id) ON DELETE CASCADE,
  ADD COLUMN invite_token text;
