-- A member may mute a chat: its messages still arrive in the chat, but no longer become
-- notifications.
ALTER TABLE chat_members ADD COLUMN muted boolean NOT NULL DEFAULT false;
