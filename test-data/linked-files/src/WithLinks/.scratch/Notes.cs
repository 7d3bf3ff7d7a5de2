// In a hidden folder: never part of the default Compile items.
