namespace Build;

internal static class BuildTasks
{
    private static int Main() => 0;
}
