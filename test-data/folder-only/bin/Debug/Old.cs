// Build output: excluded.
