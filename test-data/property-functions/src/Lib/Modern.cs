namespace Library;

public static class Modern
{
}
