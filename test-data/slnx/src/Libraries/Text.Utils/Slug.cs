using System.Text;

namespace Tools.Text
{
    public static class Slug
    {
        public static string From(string text)
        {
            var builder = new StringBuilder(text.Length);
            foreach (var ch in text.Trim().ToLowerInvariant())
            {
                builder.Append(char.IsLetterOrDigit(ch) ? ch : '-');
            }
            return builder.ToString();
        }
    }
}
