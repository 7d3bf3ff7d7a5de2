// In a hidden folder: excluded.
