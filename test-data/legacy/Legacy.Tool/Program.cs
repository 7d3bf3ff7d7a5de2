using System;
using Legacy.Tool.Helpers;

namespace Legacy.Tool
{
    internal class Program
    {
        private static void Main(string[] args)
        {
            Console.WriteLine(TextHelper.Shout(args.Length > 0 ? args[0] : "hello"));
        }
    }
}
