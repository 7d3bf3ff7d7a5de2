namespace Tests;

public class LibTests
{
}
