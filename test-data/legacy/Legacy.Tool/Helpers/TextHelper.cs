namespace Legacy.Tool.Helpers
{
    public static class TextHelper
    {
        public static string Shout(string text)
        {
            return text.ToUpperInvariant() + "!";
        }
    }
}
