namespace Polyfill.Framework
{
    public static class StringPolyfills
    {
        public static bool Contains(this string text, char value)
        {
            return text.IndexOf(value) >= 0;
        }
    }
}
