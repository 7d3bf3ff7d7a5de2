// C# 14: extension blocks with instance and static extension members and a receiver without
// a name.
using System.Collections.Generic;
using System.Linq;

namespace Features.ExtensionBlocks;

public static class EnumerableExtensions
{
    extension<T>(IEnumerable<T> source)
    {
        public bool IsEmpty => !source.Any();

        public IEnumerable<T> WhereNot(System.Func<T, bool> predicate) => source.Where(x => !predicate(x));

        public int this[int index] => 0;
    }

    extension<T>(IEnumerable<T>) where T : struct
    {
        public static IEnumerable<T> Identity => [];

        public static IEnumerable<T> operator +(IEnumerable<T> left, IEnumerable<T> right) => left.Concat(right);
    }

    extension(string text)
    {
        public int WordCount() => text.Split(' ').Length;
    }

    extension(ref int number)
    {
        public void Increment() => number++;
    }

    public static void Classic(this string s) { }
}
