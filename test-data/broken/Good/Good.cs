namespace Good;

public class Good
{
}
