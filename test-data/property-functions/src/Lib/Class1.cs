namespace Library;

public static class Class1
{
}
