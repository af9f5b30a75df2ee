-- Custom migration (drizzle-kit generate --custom): the change feed (src/db/change-feed.ts).
-- Every instance keeps short-lived caches (browse pages and counts, sessions) and drops them
-- when PostgreSQL tells it, through LISTEN/NOTIFY, that what they were read from changed: the
-- triggers below notify whoever writes, so no writer (API, admin, scripts, seeds) can forget.
-- A notification is delivered at commit, never for a rolled-back change, and identical ones in
-- one transaction are sent once. See docs/decisions/013.

-- Browse pages and counts come from properties (the refresh trigger copies prices and address
-- there) and property_prices (the card's recurring type): any change to either, one
-- notification per statement.
CREATE OR REPLACE FUNCTION notify_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listings', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER properties_notify_listings
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER property_prices_notify_listings
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON property_prices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listings_changed();
--> statement-breakpoint

-- Sessions: the payload is the user id whose cached sessions must go (a revoked session, a
-- changed credential version, name, contact or user type, a deleted user). A change of credits
-- says nothing: a session does not carry them.
CREATE OR REPLACE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('auth', coalesce(NEW.user_id, OLD.user_id)::text);
  ELSE
    PERFORM pg_notify('auth', coalesce(NEW.id, OLD.id)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sessions_notify_auth
  AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER users_notify_auth
  AFTER UPDATE OF first_name, email, phone_number, user_type, credential_version OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();
