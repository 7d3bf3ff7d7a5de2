namespace Bad;

public class Bad
{
}
