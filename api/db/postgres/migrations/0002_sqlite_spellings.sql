-- The services build SQL with Drizzle's SQLite builder, which writes a column's SQL default into the
-- insert itself: the schema's "now" arrives as SQLite's strftime('%Y-%m-%dT%H:%M:%fZ', 'now'). This
-- answers that one spelling with the same text (per statement, as SQLite's 'now' is) and refuses any
-- other, so a new SQLite-only spelling fails loudly instead of storing something else.
CREATE FUNCTION strftime(format text, moment text) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF format = '%Y-%m-%dT%H:%M:%fZ' AND moment = 'now' THEN
    RETURN to_char(statement_timestamp() AT TIME ZONE 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
  END IF;
  RAISE EXCEPTION 'strftime(%, %) has no PostgreSQL spelling here', format, moment;
END
$$;
