namespace Polyfill
{
    public static class Guard
    {
        public static T NotNull<T>(T value, string name) where T : class
        {
#if NEEDS_POLYFILLS
            if (value == null)
            {
                throw new System.ArgumentNullException(name);
            }
            return value;
#else
            System.ArgumentNullException.ThrowIfNull(value, name);
            return value;
#endif
        }
    }
}
