namespace Store.Legacy;

public static class Old
{
}
